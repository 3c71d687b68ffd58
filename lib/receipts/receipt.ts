import "#server-only";
import { direct, type RawQueryable } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import { paymentReceipt, sellerNames } from "./queries";
import { isTestPayment, payerDocument, type Receipt } from "./receipt-lines";

/** The seller's name, razão social, CNPJ and login e-mail in one read (the receipt and the settlement's e-mails). */
export async function sellerForReceipt(client: RawQueryable, sellerId: string) {
  const [seller] = await sellerNames(client, sellerId);
  if (!seller) throw new AppError("NOT_FOUND", "Vendedor não encontrado.");
  return {
    email: seller.email,
    name: seller.commercialName ?? seller.companyName,
    legalName: seller.legalName,
    cnpj: seller.cnpj,
  };
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
