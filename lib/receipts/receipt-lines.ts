import "#server-only";
import { formatCnpj } from "@/lib/br/documents";
import { formatDateTimeBrasilia } from "@/lib/dates";
import { formatBRL } from "@/lib/money";

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
  /** The CNPJ of the seller's approved company, when there is one. */
  sellerCnpj: string | null;
  customerName: string;
  description: string | null;
};

/** Label and value lines of a receipt, in the order the PDF and the e-mail show them. */
export function receiptLines(receipt: Receipt): [label: string, value: string][] {
  return [
    ["Valor", formatBRL(receipt.amount)],
    ...(receipt.refundedAmount > 0
      ? [["Devolvido ao pagador", formatBRL(receipt.refundedAmount)] as [string, string]]
      : []),
    ["Pago em", formatDateTimeBrasilia(receipt.confirmedAt)],
    ["Recebedor", receipt.sellerName],
    ...(receipt.sellerCnpj ? [["CNPJ do recebedor", formatCnpj(receipt.sellerCnpj)] as [string, string]] : []),
    ["Pagador", receipt.customerName],
    ...(receipt.description ? [["Descrição", receipt.description] as [string, string]] : []),
    ["ID da transação PIX (E2E)", receipt.endToEndId ?? "não informado pelo provedor"],
    ["Identificador da cobrança (txid)", receipt.txid],
    ["Pagamento", receipt.paymentId],
  ];
}
