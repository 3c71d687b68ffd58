import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PaymentStatusBadge } from "./payment-status";

const badge = (payment: { status: "FINISHED" | "REFUNDED" | "CREATED"; amount: number; refundedAmount: number }) =>
  renderToStaticMarkup(<PaymentStatusBadge payment={payment} />);

describe("PaymentStatusBadge", () => {
  it("says a paid payment was partially refunded once part of it went back", () => {
    expect(badge({ status: "FINISHED", amount: 30, refundedAmount: 10 })).toContain(">Parcialmente reembolsado<");
    expect(badge({ status: "FINISHED", amount: 30, refundedAmount: 0 })).toContain(">Pago<");
    expect(badge({ status: "REFUNDED", amount: 30, refundedAmount: 30 })).toContain(">Reembolsado<");
    expect(badge({ status: "CREATED", amount: 30, refundedAmount: 0 })).toContain(">Aguardando pagamento<");
  });
});
