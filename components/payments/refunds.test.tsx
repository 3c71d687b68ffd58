import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { balanceKeys } from "@/components/balance/balance-keys";
import { MemberRoleProvider } from "@/components/seller/member-role";
import type { MemberRole } from "@/components/team/team-keys";
import { MAX_PER_PAGE } from "@/lib/http/pagination";
import type { PaymentJson } from "@/lib/payments/schema";
import type { RefundJson } from "@/lib/refunds/schema";
import type { ReserveHoldJson } from "@/lib/reserves/schema";
import { paymentJson } from "@/lib/testing/payment-json";
import { PaymentActions } from "./payment-actions";
import { PaymentNet } from "./payment-net";
import { REFUNDS_PER_PAGE, paymentKeys } from "./payment-keys";
import { PaymentRefunds, RefundItem } from "./payment-refunds";
import { refundableCents } from "./refund-amounts";
import { RefundPaymentDialog, refundFormSchema } from "./refund-payment-dialog";

const PAYMENT_ID = "0b5e7c1e-5d8a-4f6e-9d61-3f0f6c1b2a10";

const payment = (overrides: Partial<PaymentJson> = {}): PaymentJson =>
  paymentJson({ purchaser: "sandbox", endToEndId: null, ...overrides });

let refundCount = 0;
const refund = (overrides: Partial<RefundJson> = {}): RefundJson => ({
  id: `00000000-0000-4000-8000-${String(++refundCount).padStart(12, "0")}`,
  paymentId: PAYMENT_ID,
  amount: 10,
  reason: null,
  status: "DONE",
  nature: "ORIGINAL",
  failureReason: null,
  createdAt: "2026-11-03T10:00:00.000Z",
  completedAt: "2026-11-03T10:00:01.000Z",
  ...overrides,
});

const page = (data: RefundJson[], perPage: number) => ({
  data,
  totalRecords: data.length,
  totalPages: Math.ceil(data.length / perPage),
  currentPage: 1,
  perPage,
});

const hold = (status: ReserveHoldJson["status"], amount: number) => ({ status, amount }) as ReserveHoldJson;

/**
 * Renders for `role` in the account, with the payment's refunds already read, as a query that has answered, and its
 * reserve holds when given (else the reserve is still being read).
 */
function render(node: ReactNode, refunds: RefundJson[] = [], role: MemberRole = "owner", holds?: ReserveHoldJson[]) {
  const client = new QueryClient();
  if (holds) client.setQueryData(balanceKeys.reserveOf(payment().id), { ...page([], 20), data: holds });
  client.setQueryData(paymentKeys.refunds(PAYMENT_ID, { page: 1, perPage: MAX_PER_PAGE }), page(refunds, MAX_PER_PAGE));
  client.setQueryData(
    paymentKeys.refunds(PAYMENT_ID, { page: 1, perPage: REFUNDS_PER_PAGE }),
    page(refunds, REFUNDS_PER_PAGE),
  );
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemberRoleProvider role={role}>{node}</MemberRoleProvider>
    </QueryClientProvider>,
  ).replaceAll("\u00a0", " ");
}

describe("refundableCents", () => {
  it("takes off what went back and what is still on its way, but not what failed", () => {
    const refunds = [
      refund({ amount: 30 }),
      refund({ amount: 20, status: "PROCESSING" }),
      refund({ amount: 50, status: "FAILED" }),
    ];
    expect(refundableCents(payment({ refundedAmount: 30 }), refunds)).toBe(50_00);
    expect(
      refundableCents(payment({ amount: 0.3, refundedAmount: 0.1 }), [refund({ amount: 0.2, status: "PROCESSING" })]),
    ).toBe(0);
  });
});

describe("refundFormSchema", () => {
  it("wants an amount, and no more than what is left", () => {
    const schema = refundFormSchema(40_00);
    expect(schema.safeParse({ amount: "40.00" }).data).toEqual({ amount: 40_00 });
    expect(schema.safeParse({ amount: "40.01" }).error?.issues[0]?.message.replaceAll("\u00a0", " ")).toBe(
      "Restam R$ 40,00 a devolver deste pagamento",
    );
    expect(schema.safeParse({ amount: "" }).success).toBe(false);
  });
});

describe("RefundPaymentDialog", () => {
  const dialog = (holds?: ReserveHoldJson[]) =>
    render(
      <RefundPaymentDialog
        payment={payment()}
        refundable={70_00}
        idempotencyKey="key"
        open
        onClose={() => undefined}
        onDone={() => undefined}
      />,
      [],
      "owner",
      holds,
    );

  it("takes what the sale still has in the reserve first, the rest from the available balance", () => {
    const html = dialog([hold("HELD", 25), hold("RELEASED", 5)]);
    expect(html).toMatch(/Sai da reserva desta venda<\/dt><dd[^>]*>R\$ 25,00/);
    expect(html).toMatch(/Sai do seu saldo disponível<\/dt><dd[^>]*>R\$ 45,00/);
    const covered = dialog([hold("HELD", 80)]);
    expect(covered).toMatch(/Sai da reserva desta venda<\/dt><dd[^>]*>R\$ 70,00/);
    expect(covered).toMatch(/Sai do seu saldo disponível<\/dt><dd[^>]*>R\$ 0,00/);
    expect(dialog()).toMatch(/Sai do seu saldo disponível<\/dt><dd[^>]*>calculando…/);
  });

  it("starts at what is left and says that the fees are not returned", () => {
    const html = dialog([]);
    expect(html).toContain('value="R$ 70,00"');
    expect(html).toMatch(/O comprador recebe<\/dt><dd[^>]*>R\$ 70,00/);
    expect(html).toMatch(/Sai do seu saldo disponível<\/dt><dd[^>]*>R\$ 70,00/);
    // serviceFee + gatewayFee
    expect(html).toMatch(/Tarifas deste pagamento \(não devolvidas\)<\/dt><dd[^>]*>R\$ 3,49/);
    expect(html).toContain("As tarifas deste pagamento não são devolvidas");
    expect(html).not.toContain("são devolvidas pela plataforma");
    expect(html).toContain("Motivo (opcional)");
    expect(html).toContain("Confirmar reembolso");
  });
});

describe("PaymentActions", () => {
  it("offers the refund while something paid is left to return", () => {
    expect(render(<PaymentActions payment={payment({ refundedAmount: 30 })} />, [refund({ amount: 30 })])).toContain(
      "Reembolsar",
    );
  });

  it("hides it when all went back or is on its way, and unless paid", () => {
    expect(
      render(<PaymentActions payment={payment({ refundedAmount: 60 })} />, [
        refund({ amount: 60 }),
        refund({ amount: 40, status: "PROCESSING" }),
      ]),
    ).not.toContain("Reembolsar");
    expect(
      render(<PaymentActions payment={payment({ status: "REFUNDED", refundedAmount: 100 })} />, [
        refund({ amount: 100 }),
      ]),
    ).not.toContain("Reembolsar");
    expect(render(<PaymentActions payment={payment({ status: "CANCELLED" })} />)).not.toContain("Reembolsar");
    expect(render(<PaymentActions payment={payment({ status: "CREATED" })} />)).toContain("Cancelar cobrança");
  });

  it("offers each action only to the roles that may take it", () => {
    const paid = <PaymentActions payment={payment()} />;
    expect(render(paid, [], "finance")).toContain(">Reembolsar</button>");
    expect(render(paid, [], "developer")).not.toContain(">Reembolsar</button>");
    expect(render(paid, [], "viewer")).not.toContain(">Reembolsar</button>");
    const unpaid = <PaymentActions payment={payment({ status: "CREATED" })} />;
    expect(render(unpaid, [], "finance")).toContain(">Cancelar cobrança</button>");
    expect(render(unpaid, [], "developer")).not.toContain(">Cancelar cobrança</button>");
  });
});

describe("PaymentRefunds", () => {
  it("says when there is none", () => {
    expect(render(<PaymentRefunds paymentId={PAYMENT_ID} />)).toContain("Nenhuma devolução.");
  });

  it("lists each refund with its status in Portuguese", () => {
    const html = render(<PaymentRefunds paymentId={PAYMENT_ID} />, [
      refund({ amount: 12.5, reason: "Produto com defeito" }),
      refund({ status: "PROCESSING" }),
    ]);
    expect(html).toContain("R$ 12,50");
    expect(html).toContain("Motivo: Produto com defeito");
    expect(html).toContain("Concluída");
    expect(html).toContain("Em processamento");
  });

  it("says why one was not made, and when the bank returned the money itself", () => {
    const failed = renderToStaticMarkup(
      <RefundItem refund={refund({ status: "FAILED", failureReason: "Saldo insuficiente no PSP" })} />,
    );
    expect(failed).toContain("Não realizada");
    expect(failed).toContain("Saldo insuficiente no PSP");
    expect(renderToStaticMarkup(<RefundItem refund={refund({ nature: "MED_FRAUDE" })} />)).toContain(
      "MED (devolução pelo banco)",
    );
    expect(renderToStaticMarkup(<RefundItem refund={refund()} />)).not.toContain("MED");
  });
});

describe("PaymentNet", () => {
  const net = (overrides: Partial<PaymentJson>) => render(<PaymentNet payment={payment(overrides)} />);

  it("shows the net, after refunds once some went back, and nothing for a cancelled payment", () => {
    expect(net({ amountWithAllFees: 96.51, refundedAmount: 0, status: "FINISHED" })).toBe("R$ 96,51");
    expect(net({ amountWithAllFees: 96.51, refundedAmount: 10, status: "FINISHED" })).toContain("R$ 86,51");
    expect(net({ amountWithAllFees: 96.51, refundedAmount: 10, status: "FINISHED" })).toContain("após devoluções");
    // A full refund returns the whole amount while the fees stay kept: the sale cost the seller its fees.
    expect(net({ amount: 100, amountWithAllFees: 96.51, refundedAmount: 100, status: "REFUNDED" })).toContain(
      "− R$ 3,49",
    );
    expect(net({ amountWithAllFees: 96.51, status: "CANCELLED" })).toContain("—");
    expect(net({ amountWithAllFees: 96.51, status: "CANCELLED" })).not.toContain("96,51");
  });
});
