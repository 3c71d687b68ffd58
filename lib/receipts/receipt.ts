import { direct, type RawQueryable } from "@/lib/db/direct";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import type { Receipt } from "./receipt-lines";

/**
 * The seller as the checkout names them (lib/payment-links/serializers.ts): the commercial name of
 * their latest approved company, else the account's company name. `u` is the seller's users row.
 */
const SELLER_DISPLAY_JOIN = Prisma.sql`LEFT JOIN LATERAL (
    SELECT "commercialName", cnpj FROM enterprises WHERE "userId" = u.id AND status = 'APPROVED' AND "deletedAt" IS NULL ORDER BY "reviewedAt" DESC NULLS LAST LIMIT 1
  ) e ON true`;

type ReceiptRow = Omit<Receipt, "sellerName" | "sellerCnpj"> & { companyName: string; commercialName: string | null; cnpj: string | null };

/** The seller's name, CNPJ and login e-mail in one read (the receipt and the settlement's e-mails). */
export async function sellerForReceipt(client: RawQueryable, sellerId: string) {
  const [seller] = await client.$queryRaw<{ email: string; companyName: string; commercialName: string | null; cnpj: string | null }[]>`
    SELECT u.email, u."companyName", e."commercialName", e.cnpj FROM users u ${SELLER_DISPLAY_JOIN} WHERE u.id = ${sellerId}::uuid`;
  if (!seller) throw new AppError("NOT_FOUND", "Vendedor não encontrado.");
  return { email: seller.email, name: seller.commercialName ?? seller.companyName, cnpj: seller.cnpj };
}

/**
 * The receipt of a payment made through the link `hash`, for the buyer's checkout. The link's hash
 * and the payment's random id together are the buyer's capability, as for the checkout's own read
 * of the payment (getCheckoutPayment); neither alone finds anything. Unpaid payments have none.
 */
export async function getCheckoutReceipt(hash: string, paymentId: string): Promise<Receipt> {
  const [row] = await direct.$queryRaw<ReceiptRow[]>`
    SELECT p.id AS "paymentId", p.txid, p."endToEndId", p.amount, p."refundedAmount", p."confirmedAt", p."customerName",
            l.description, u."companyName", e."commercialName", e.cnpj
     FROM payments p JOIN payment_links l ON l.id = p."paymentLinkId" JOIN users u ON u.id = p."sellerId" ${SELLER_DISPLAY_JOIN}
     WHERE p.id = ${paymentId}::uuid AND l.hash = ${hash}`;
  if (!row) throw new AppError("NOT_FOUND");
  if (row.confirmedAt === null) throw new AppError("INVALID_STATUS_TRANSITION", "O comprovante fica disponível depois que o pagamento é confirmado.");
  const { companyName, commercialName, cnpj, ...receipt } = row;
  return { ...receipt, sellerName: commercialName ?? companyName, sellerCnpj: cnpj };
}
