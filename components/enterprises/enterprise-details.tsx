import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { formatCep, formatCnpj, formatCpf, formatPhone } from "@pix/core/br/documents";
import { formatCalendarDate } from "@pix/core/dates";
import type { EnterpriseJson } from "@pix/core/enterprises/schema";
import { formatBRL, parseReais } from "@pix/core/money";
import { IDENTITY_KIND_LABELS } from "./document-rules";

type Detail = [label: string, value: ReactNode];

const reais = (value: number) => formatBRL(parseReais(value) ?? 0);

/** Every field of an enterprise, read-only, grouped as the wizard collects them. */
export function EnterpriseDetails({ enterprise: e }: { enterprise: EnterpriseJson }) {
  return (
    <>
      <DetailGroup
        title="Empresa"
        details={[
          ["Razão social", e.companyName],
          ["CNPJ", formatCnpj(e.cnpj)],
          ["Nome fantasia", e.commercialName],
          ["Nome comercial", e.tradeName],
          ["Nome na fatura", e.invoiceName],
          ["Site", e.website ? <ExternalLink href={e.website} /> : "—"],
          ["Faturamento médio mensal", reais(e.averageRevenue)],
          ["Ticket médio", reais(e.averageTicket)],
          ["Produtos ou serviços", e.productsServices],
          ["Vende produtos físicos", e.sellsPhysicalProducts ? "Sim" : "Não"],
          ["E-mail da empresa", e.email],
          ["Telefone da empresa", formatPhone(e.phone)],
          ["E-mail de contato", e.contactEmail],
          ["Telefone de contato", formatPhone(e.contactPhone)],
        ]}
      />
      <DetailGroup
        title="Endereço"
        details={[
          ["CEP", formatCep(e.addressZipCode)],
          ["Rua", e.addressStreet],
          ["Número", e.addressNumber],
          ["Complemento", e.addressComplement ?? "—"],
          ["Bairro", e.addressNeighborhood],
          ["Cidade / UF", `${e.addressCity} / ${e.addressState}`],
        ]}
      />
      <DetailGroup
        title="Representante legal"
        details={[
          ["Nome", e.legalRepName],
          ["CPF", formatCpf(e.legalRepCpf)],
          ["Cargo", e.legalRepRole],
          ["No cargo desde", formatCalendarDate(e.legalRepStartDate)],
          ["Telefone", formatPhone(e.legalRepPhone)],
          ["E-mail", e.legalRepEmail],
          ["Documento de identidade", IDENTITY_KIND_LABELS[e.identityDocumentKind]],
        ]}
      />
    </>
  );
}

export function DetailGroup({ title, details }: { title: string; details: Detail[] }) {
  return (
    <Card title={title}>
      <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
      {href}
    </a>
  );
}
