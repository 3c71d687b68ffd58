import "#server-only";
import { formatCnpj, maskDocument } from "@/lib/br/documents";
import { formatDateTime } from "@/lib/dates";
import type { EnterpriseStatus, PaymentLinkStatus } from "@/lib/db/generated/enums";
import { formatBRL } from "@/lib/money";
import { PAYMENT_STATUS_LABELS } from "@/lib/payments/status-labels";
import type { searchCompanies, searchCustomers, searchLinks, searchPayments, searchSellers } from "./queries";
import type { SearchResult } from "./schema";

type Row<Query extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<Query>>[number];

/** Who reads the results: an admin's lines name the seller, and open the admin's pages. */
export type Reader = "seller" | "admin";

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");
const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

const LINK_STATUS: Record<PaymentLinkStatus, string> = { ACTIVE: "Ativo", INACTIVE: "Desativado" };

/** PENDING reads as the admin's desk shows it: waiting for documents, or in the review queue once they are all in. */
function companyStatus(status: EnterpriseStatus, submittedAt: Date | null) {
  if (status === "APPROVED") return "Aprovada";
  if (status === "REJECTED") return "Recusada";
  return submittedAt ? "Em análise" : "Documentos pendentes";
}

export function paymentResult(row: Row<typeof searchPayments>, reader: Reader): SearchResult {
  return {
    type: "payment",
    id: row.id,
    label: row.customerName,
    secondary: line(
      formatBRL(row.amount),
      PAYMENT_STATUS_LABELS[row.status],
      formatDateTime(row.createdAt),
      reader === "admin" ? row.sellerName : null,
    ),
    // The payments list finds a payment by its id; an admin's is narrowed to its seller first, on their index.
    url:
      reader === "admin"
        ? withQuery("/admin/payments", { sellerId: row.sellerId, search: row.id })
        : withQuery("/seller/payments", { search: row.id }),
    exact: row.exact,
  };
}

export function linkResult(row: Row<typeof searchLinks>, reader: Reader): SearchResult {
  const payments = `${row.qtdPayments} ${row.qtdPayments === 1 ? "pagamento" : "pagamentos"}`;
  return {
    type: "link",
    id: row.id,
    label: row.description,
    secondary: line(
      formatBRL(row.amount),
      LINK_STATUS[row.status],
      payments,
      reader === "admin" ? row.sellerName : null,
    ),
    url:
      reader === "admin" ? `/admin/sellers/${row.sellerId}` : withQuery("/seller/payments", { paymentLinkId: row.id }),
    exact: row.exact,
  };
}

export function customerResult(row: Row<typeof searchCustomers>, reader: Reader): SearchResult {
  // Masked as everywhere a customer is listed: a CPF is a person's (lib/br/documents maskDocument).
  const document = maskDocument(row.documentType, row.documentNumber);
  return {
    type: "customer",
    id: row.id,
    label: row.name,
    secondary: line(`${row.documentType} ${document}`, row.email, reader === "admin" ? row.sellerName : null),
    // The admin has no customers page: the customer's payments at their seller are the next best thing.
    url:
      reader === "admin"
        ? withQuery("/admin/payments", { sellerId: row.sellerId, search: row.email })
        : withQuery("/seller/customers", { search: row.documentNumber }),
    exact: row.exact,
  };
}

export function sellerResult(row: Row<typeof searchSellers>): SearchResult {
  return {
    type: "seller",
    id: row.id,
    label: row.companyName,
    secondary: line(row.email, row.approved ? "Aprovado" : "Não aprovado", row.cnpj && `CNPJ ${formatCnpj(row.cnpj)}`),
    url: `/admin/sellers/${row.id}`,
    exact: row.exact,
  };
}

export function companyResult(row: Row<typeof searchCompanies>): SearchResult {
  return {
    type: "company",
    id: row.id,
    label: row.commercialName,
    secondary: line(row.companyName, `CNPJ ${formatCnpj(row.cnpj)}`, companyStatus(row.status, row.submittedAt)),
    url: `/admin/enterprises/${row.id}`,
    exact: row.exact,
  };
}
