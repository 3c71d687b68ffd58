import "#server-only";
import { formatCnpj, maskDocument } from "@/lib/br/documents";
import { formatDateTimeBrasilia } from "@/lib/dates";
import type { DocumentKind } from "@/lib/db/generated/enums";
import { sandboxControlsOn } from "@/lib/env";
import { formatBRL } from "@/lib/money";
import { oneLine } from "@/lib/printable-text";

/** What a payment receipt (comprovante) states: the buyer's proof of a settled PIX. */
export type Receipt = {
  paymentId: string;
  txid: string;
  /** The PIX's end-to-end id; null where the provider did not report one (the sandbox). */
  endToEndId: string | null;
  /** centavos */
  amount: number;
  /** centavos already returned to the buyer */
  refundedAmount: number;
  confirmedAt: Date;
  sellerName: string;
  /** The razão social of the seller's approved company, when there is one. */
  sellerLegalName: string | null;
  /** The CNPJ of the seller's approved company, when there is one. */
  sellerCnpj: string | null;
  customerName: string;
  /** The buyer's document as a receipt shows it (payerDocument), never a whole CPF. */
  payerDocument: { label: string; value: string };
  description: string | null;
  /** Paid in the sandbox, or where its controls could have marked it paid: the receipt must say so. */
  test: boolean;
};

/** The provider whose payments are simulated (lib/pix/sandbox-provider.ts). */
const SANDBOX_PROVIDER = "sandbox";

/**
 * A sandbox charge moved no money; and where the sandbox's controls are on (a demo, the tests), anyone could have
 * marked any charge paid, at the PSP stand-in too, so no receipt there proves a payment.
 */
export function isTestPayment(purchaser: string, controlsOn = sandboxControlsOn()) {
  return purchaser === SANDBOX_PROVIDER || controlsOn;
}

/** The buyer's CPF masked (***.982.247-**), a company's CNPJ in full, as PIX receipts show them. */
export function payerDocument(type: DocumentKind, number: string): Receipt["payerDocument"] {
  return { label: type === "CPF" ? "CPF do pagador" : "CNPJ do pagador", value: maskDocument(type, number) };
}

/** Label and value lines of a receipt, in the order the PDF and the e-mail show them; user text on one line. */
export function receiptLines(receipt: Receipt): [label: string, value: string][] {
  const lines: [string, string | null | false][] = [
    ["Valor", formatBRL(receipt.amount)],
    ["Devolvido ao pagador", receipt.refundedAmount > 0 && formatBRL(receipt.refundedAmount)],
    ["Pago em", formatDateTimeBrasilia(receipt.confirmedAt)],
    ["Recebedor", oneLine(receipt.sellerName)],
    ["Razão social do recebedor", receipt.sellerLegalName && oneLine(receipt.sellerLegalName)],
    ["CNPJ do recebedor", receipt.sellerCnpj && formatCnpj(receipt.sellerCnpj)],
    ["Pagador", oneLine(receipt.customerName)],
    [receipt.payerDocument.label, receipt.payerDocument.value],
    ["Descrição", receipt.description && oneLine(receipt.description)],
    ["ID da transação PIX (E2E)", receipt.endToEndId ?? "não informado pelo provedor"],
    ["Identificador da cobrança (txid)", receipt.txid],
    ["Pagamento", receipt.paymentId],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}
