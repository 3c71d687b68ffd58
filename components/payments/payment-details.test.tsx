import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { paymentJson } from "@/lib/testing/payment-json";
import { PaymentSummary } from "./payment-details";

const PAYMENT_ID = "0b5e7c1e-5d8a-4f6e-9d61-3f0f6c1b2a10";
const payment = paymentJson;

const render = (node: ReactNode) => renderToStaticMarkup(node).replaceAll("\u00a0", " ");
/** The page's text, tags dropped, in reading order. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("PaymentSummary", () => {
  it("reads top to bottom: amount less fees is the net, less what went back; then the E2E id, the CPF and the sale's URL", () => {
    const read = text(
      render(<PaymentSummary payment={payment({ refundedAmount: 25 })} area="seller" basePath="/seller/payments" />),
    );
    const order = [
      "Valor cobrado R$ 100,00",
      "Tarifa de serviço − R$ 2,99",
      "Tarifa do gateway − R$ 0,50",
      "Líquido para você R$ 96,51",
      "Devolvido − R$ 25,00",
      "Líquido após devoluções R$ 71,51",
      "ID da transação PIX (E2E) E1234567820261102130512345678901",
      "CPF ***.982.247-**",
      "Link desta venda",
    ].map((part) => read.indexOf(part));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("leaves out the provider and the intermediate amounts, and what went back until something did", () => {
    const html = render(<PaymentSummary payment={payment()} area="seller" basePath="/seller/payments" />);
    expect(html).not.toContain("Provedor");
    expect(html).not.toContain("api-pix");
    expect(html).not.toContain("Valor após");
    expect(html).not.toContain("Devolvido");
    expect(html).not.toContain("Líquido após devoluções");
  });

  it("gives the sale a URL of its own on the page it was opened from", () => {
    expect(render(<PaymentSummary payment={payment()} area="seller" basePath="/seller/payments" />)).toContain(
      `/seller/payments?payment=${PAYMENT_ID}`,
    );
    expect(render(<PaymentSummary payment={payment()} area="admin" basePath="/admin/payments" />)).toContain(
      `/admin/payments?payment=${PAYMENT_ID}`,
    );
  });

  it("shows a CNPJ as it is, and says when the provider did not report the E2E id of a paid payment", () => {
    const read = text(
      render(
        <PaymentSummary
          payment={payment({ endToEndId: null, customerDocument: { type: "CNPJ", number: "11.222.333/0001-81" } })}
          area="seller"
          basePath="/seller/payments"
        />,
      ),
    );
    expect(read).toContain("CNPJ 11.222.333/0001-81");
    expect(read).toContain("ID da transação PIX (E2E) Não informado pelo provedor");
  });

  it("says the buyer's document is on its way while the drawer shows the list's row", () => {
    const { customerDocument: _, ...row } = payment();
    const read = text(render(<PaymentSummary payment={row} area="seller" basePath="/seller/payments" />));
    expect(read).toContain("Documento Carregando…");
  });

  it("speaks of the seller's net to an admin, without the seller's customer page", () => {
    const html = render(<PaymentSummary payment={payment()} area="admin" basePath="/admin/payments" />);
    expect(text(html)).toContain("Líquido do vendedor R$ 96,51");
    expect(html).not.toContain("Ver em Clientes");
    expect(render(<PaymentSummary payment={payment()} area="seller" basePath="/seller/payments" />)).toContain(
      "Ver em Clientes",
    );
  });
});
