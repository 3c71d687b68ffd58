import Link from "next/link";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatCnpj } from "@pix/core/br/documents";
import { formatDate } from "@pix/core/dates";
import { formatBRL } from "@pix/core/money";
import type { AdminSeller } from "@pix/core/sellers/admin-list";
import { AccountBadge } from "./account-badge";

type SellerWithBalance = AdminSeller & { availableBalance: bigint };

export function SellerTable({ sellers }: { sellers: SellerWithBalance[] }) {
  return (
    <Table caption="Vendedores">
      <thead>
        <tr className={headRowClass}>
          <Th>Empresa</Th>
          <Th>E-mail</Th>
          <Th>Conta</Th>
          <Th numeric>Saldo disponível</Th>
          <Th>Desde</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {sellers.map((seller) => (
          <tr key={seller.id} className={bodyRowClass}>
            <Td>
              <p className="font-medium">{seller.companyName}</p>
              <p className="text-xs text-slate-500">
                {seller.enterprise
                  ? `${seller.enterprise.commercialName} · CNPJ ${formatCnpj(seller.enterprise.cnpj)}`
                  : "Sem empresa cadastrada"}
              </p>
            </Td>
            <Td>{seller.email}</Td>
            <Td>
              <AccountBadge approved={seller.approved} />
            </Td>
            <Td numeric>{formatBRL(seller.availableBalance)}</Td>
            <Td className="whitespace-nowrap">{formatDate(seller.createdAt)}</Td>
            <Td className="text-right">
              <Link href={`/admin/sellers/${seller.id}`} className="font-semibold text-brand-700 hover:underline">
                Ver<span className="sr-only"> {seller.companyName}</span>
              </Link>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
