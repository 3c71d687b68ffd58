import Link from "next/link";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatCnpj } from "@pix/core/br/documents";
import { formatDateTime } from "@pix/core/dates";
import type { AdminEnterpriseJson } from "@pix/core/enterprises/schema";
import { EnterpriseStageBadge } from "./enterprise-stage-badge";

export function AdminEnterpriseTable({
  enterprises,
  caption,
}: {
  enterprises: AdminEnterpriseJson[];
  caption: string;
}) {
  return (
    <Table caption={caption}>
      <thead>
        <tr className={headRowClass}>
          <Th>Empresa</Th>
          <Th>CNPJ</Th>
          <Th>Vendedor</Th>
          <Th>Situação</Th>
          <Th>Enviado em</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {enterprises.map((enterprise) => (
          <tr key={enterprise.id} className={bodyRowClass}>
            <Td>
              <p className="font-medium">{enterprise.commercialName}</p>
              <p className="text-xs text-slate-500">{enterprise.companyName}</p>
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{formatCnpj(enterprise.cnpj)}</Td>
            <Td>{enterprise.user.email}</Td>
            <Td>
              <EnterpriseStageBadge enterprise={enterprise} />
            </Td>
            <Td className="whitespace-nowrap">
              {enterprise.submittedAt ? formatDateTime(enterprise.submittedAt) : "—"}
            </Td>
            <Td className="text-right">
              <Link
                href={`/admin/enterprises/${enterprise.id}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {enterprise.status === "PENDING" && enterprise.submittedAt ? "Analisar" : "Ver"}
                <span className="sr-only"> {enterprise.commercialName}</span>
              </Link>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
