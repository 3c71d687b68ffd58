import Link from "next/link";
import { formatCnpj } from "@/lib/br/documents";
import { formatDate } from "@/lib/dates";
import { formatBRL } from "@/lib/money";
import type { AdminSeller } from "@/lib/sellers/admin-list";
import { AccountBadge } from "./account-badge";

type SellerWithBalance = AdminSeller & { availableBalance: bigint };

export function SellerTable({ sellers }: { sellers: SellerWithBalance[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Vendedores</caption>
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th className="py-2 pr-4 font-medium">Empresa</th>
            <th className="py-2 pr-4 font-medium">E-mail</th>
            <th className="py-2 pr-4 font-medium">Conta</th>
            <th className="py-2 pr-4 font-medium">Saldo disponível</th>
            <th className="py-2 pr-4 font-medium">Desde</th>
            <th className="py-2 font-medium">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sellers.map((seller) => (
            <tr key={seller.id} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-4">
                <p className="font-medium">{seller.companyName}</p>
                <p className="text-xs text-slate-500">
                  {seller.enterprise ? `${seller.enterprise.commercialName} · CNPJ ${formatCnpj(seller.enterprise.cnpj)}` : "Sem empresa cadastrada"}
                </p>
              </td>
              <td className="py-2 pr-4">{seller.email}</td>
              <td className="py-2 pr-4">
                <AccountBadge approved={seller.approved} />
              </td>
              <td className="whitespace-nowrap py-2 pr-4 tabular-nums">{formatBRL(seller.availableBalance)}</td>
              <td className="whitespace-nowrap py-2 pr-4">{formatDate(seller.createdAt)}</td>
              <td className="py-2 text-right">
                <Link href={`/admin/sellers/${seller.id}`} className="font-semibold text-brand-700 hover:underline">
                  Ver<span className="sr-only"> {seller.companyName}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
