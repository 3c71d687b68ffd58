import Link from "next/link";
import { formatCnpj } from "@/lib/br/documents";
import { formatDateTime } from "@/lib/dates";
import type { AdminEnterpriseJson } from "@/lib/enterprises/schema";
import { EnterpriseStageBadge } from "./enterprise-stage-badge";

export function AdminEnterpriseTable({ enterprises, caption }: { enterprises: AdminEnterpriseJson[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th className="py-2 pr-4 font-medium">Empresa</th>
            <th className="py-2 pr-4 font-medium">CNPJ</th>
            <th className="py-2 pr-4 font-medium">Vendedor</th>
            <th className="py-2 pr-4 font-medium">Situação</th>
            <th className="py-2 pr-4 font-medium">Enviado em</th>
            <th className="py-2 font-medium">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {enterprises.map((enterprise) => (
            <tr key={enterprise.id} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-4">
                <p className="font-medium">{enterprise.commercialName}</p>
                <p className="text-xs text-slate-500">{enterprise.companyName}</p>
              </td>
              <td className="whitespace-nowrap py-2 pr-4 tabular-nums">{formatCnpj(enterprise.cnpj)}</td>
              <td className="py-2 pr-4">{enterprise.user.email}</td>
              <td className="py-2 pr-4">
                <EnterpriseStageBadge enterprise={enterprise} />
              </td>
              <td className="whitespace-nowrap py-2 pr-4">{enterprise.submittedAt ? formatDateTime(enterprise.submittedAt) : "—"}</td>
              <td className="py-2 text-right">
                <Link href={`/admin/enterprises/${enterprise.id}`} className="font-semibold text-brand-700 hover:underline">
                  {enterprise.status === "PENDING" && enterprise.submittedAt ? "Analisar" : "Ver"}
                  <span className="sr-only"> {enterprise.commercialName}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
