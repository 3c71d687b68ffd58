import "#server-only";
import { direct, type RawQueryable } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import { paymentReceipt, sellerAndPayerNames, sellerNames } from "./queries";
import { isTestPayment, payerDocument, type Receipt } from "./receipt-lines";

type SellerNamesRow = Awaited<ReturnType<typeof sellerNames>>[number];

function sellerOf(row: SellerNamesRow | undefined) {
  if (!row) throw new AppError("NOT_FOUND", "Vendedor não encontrado.");
  return { email: row.email, name: row.commercialName ?? row.companyName, legalName: row.legalName, cnpj: row.cnpj };
}

/** The seller's name, razão social, CNPJ and login e-mail in one read (the refund e-mails). */
export async function sellerForReceipt(client: RawQueryable, sellerId: string) {
  return sellerOf((await sellerNames(client, sellerId))[0]);
}

/** The seller as sellerForReceipt, and the buyer's document as the receipt shows it, in one read (settlement). */
export async function receiptParties(client: RawQueryable, sellerId: string, customerId: string) {
  const [row] = await sellerAndPayerNames(client, sellerId, customerId);
  return { seller: sellerOf(row), payerDocument: payerDocument(row!.documentType, row!.documentNumber) };
}

/**
 * The receipt of a payment made through the link `hash`, for the buyer's checkout. The link's hash
 * and the payment's random id together are the buyer's capability, as for the checkout's own read
 * of the payment (getCheckoutPayment); neither alone finds anything. Unpaid payments have none.
 */
export async function getCheckoutReceipt(hash: string, paymentId: string): Promise<Receipt> {
  const [row] = await paymentReceipt(direct, hash, paymentId);
  if (!row) throw new AppError("NOT_FOUND");
  const {
    confirmedAt,
    companyName,
    commercialName,
    legalName,
    cnpj,
    documentType,
    documentNumber,
    purchaser,
    ...receipt
  } = row;
  if (confirmedAt === null)
    throw new AppError(
      "INVALID_STATUS_TRANSITION",
      "O comprovante fica disponível depois que o pagamento é confirmado.",
    );
  return {
    ...receipt,
    confirmedAt,
    sellerName: commercialName ?? companyName,
    sellerLegalName: legalName,
    sellerCnpj: cnpj,
    payerDocument: payerDocument(documentType, documentNumber),
    test: isTestPayment(purchaser),
  };
}
