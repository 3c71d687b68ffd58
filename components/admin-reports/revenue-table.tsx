import Link from "next/link";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatCnpj } from "@pix/core/br/documents";
import { formatReais } from "@/components/browser/reais";
import type { revenuePerEnterprise } from "@pix/core/reports/dashboard";

type RevenueRow = Awaited<ReturnType<typeof revenuePerEnterprise>>["data"][number];

const linkClass = "font-semibold text-brand-700 hover:underline";
const count = new Intl.NumberFormat("pt-BR");

/**
 * Companies ranked by confirmed sales; `firstRank` numbers the rows across pages, `paymentsHref` lists a row's
 * payments.
 */
export function RevenueTable({
  rows,
  firstRank,
  paymentsHref,
}: {
  rows: RevenueRow[];
  firstRank: number;
  paymentsHref: (sellerId: string) => string;
}) {
  return (
    <Table caption="Receita por empresa">
      <thead>
        <tr className={headRowClass}>
          <Th numeric>#</Th>
          <Th>Empresa</Th>
          <Th>CNPJ</Th>
          <Th numeric>Pagamentos</Th>
          <Th numeric>Receita</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.sellerId} className={bodyRowClass}>
            <Td numeric className="text-slate-500">
              {firstRank + index}
            </Td>
            <Td>
              {/* A seller without a company (removed later) still has a page of their own. */}
              <Link
                href={row.enterpriseId ? `/admin/enterprises/${row.enterpriseId}` : `/admin/sellers/${row.sellerId}`}
                className={linkClass}
              >
                {row.companyName || "Vendedor sem empresa"}
              </Link>
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{row.cnpj ? formatCnpj(row.cnpj) : "—"}</Td>
            <Td numeric>{count.format(row.transactionCount)}</Td>
            <Td numeric className="font-semibold">
              {formatReais(row.totalRevenue)}
            </Td>
            <Td className="whitespace-nowrap text-right">
              <Link href={paymentsHref(row.sellerId)} className={linkClass}>
                Pagamentos<span className="sr-only"> de {row.companyName}</span>
              </Link>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
