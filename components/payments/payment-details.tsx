"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { type Detail, DetailList } from "@/components/ui/detail-list";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { PaymentView } from "./payment-keys";
import { formatSignedBRL, netAfterRefundsCents } from "./refund-amounts";
import { paymentPath } from "./payment-url";

/** Whose drawer: the seller's own words and links, or the admin's. */
export type PaymentArea = "seller" | "admin";

type PaymentSectionProps = { payment: PaymentView; area: PaymentArea; basePath: string };

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

/** One line of the sum; `total` lines close what is above them. */
type Line = { label: string; value: string; total?: boolean };

/** valor − tarifas = líquido, − devolvido = what the sale leaves (the fees are not returned with a refund). */
function amountLines(p: PaymentView, area: PaymentArea): Line[] {
  const lines: Line[] = [
    { label: "Valor cobrado", value: formatReais(p.amount) },
    { label: "Tarifa de serviço", value: `− ${formatReais(p.serviceFee)}` },
    { label: "Tarifa do gateway", value: `− ${formatReais(p.gatewayFee)}` },
    {
      label: area === "seller" ? "Líquido para você" : "Líquido do vendedor",
      value: formatReais(p.amountWithAllFees),
      total: true,
    },
  ];
  if (p.refundedAmount === 0) return lines;
  return [
    ...lines,
    { label: "Devolvido", value: `− ${formatReais(p.refundedAmount)}` },
    { label: "Líquido após devoluções", value: formatSignedBRL(netAfterRefundsCents(p)), total: true },
  ];
}

function AmountLines({ lines }: { lines: Line[] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Valores</h3>
      <dl className="space-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm">
        {lines.map(({ label, value, total }) => (
          <div
            key={label}
            className={`flex justify-between gap-4 ${total ? "border-t border-slate-200 pt-1 font-semibold" : ""}`}
          >
            <dt className={total ? "" : "text-slate-600"}>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const noSubscription = () => () => undefined;

/** The sale's own URL, absolute once in the browser, to copy and send. */
function SaleUrl({ path }: { path: string }) {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  const url = `${origin}${path}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="break-all font-mono text-xs">{url}</span>
      <CopyButton text={url} label="desta venda">
        Copiar link
      </CopyButton>
    </div>
  );
}

function endToEndIdOf(p: PaymentView) {
  if (p.endToEndId)
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="break-all font-mono text-xs">{p.endToEndId}</span>
        <CopyButton text={p.endToEndId} label="o ID da transação PIX" />
      </span>
    );
  return p.confirmedAt ? "Não informado pelo provedor" : "—";
}

/**
 * What a seller reads first, top to bottom: the amount less the fees, less what went back; the PIX's end-to-end id;
 * the buyer, their CPF masked; the sale's own URL.
 */
export function PaymentSummary({ payment: p, area, basePath }: PaymentSectionProps) {
  const document = p.customerDocument;
  return (
    <div className="space-y-6">
      <AmountLines lines={amountLines(p, area)} />
      <DetailList details={[["ID da transação PIX (E2E)", endToEndIdOf(p)]]} />
      <DetailList
        title="Comprador"
        details={[
          ["Nome", p.customerName],
          ["E-mail", p.customerEmail],
          // The list's row has no document: it shows until the payment's detail is read.
          [document?.type ?? "Documento", document?.number ?? "Carregando…"],
          ...(area === "seller"
            ? [
                [
                  "Cadastro",
                  <Link
                    key="customer"
                    href={`/seller/customers?search=${encodeURIComponent(p.customerEmail)}`}
                    className="text-brand-700 hover:underline"
                  >
                    Ver em Clientes
                  </Link>,
                ] satisfies Detail,
              ]
            : []),
        ]}
      />
      <DetailList details={[["Link desta venda", <SaleUrl key="url" path={paymentPath(basePath, p.id)} />]]} />
    </div>
  );
}

/** The charge's ids and dates, and the integration's metadata. */
export function PaymentCharge({ payment: p, area, basePath }: PaymentSectionProps) {
  return (
    <div className="space-y-6">
      <DetailList
        title="Cobrança"
        details={[
          [
            "Identificador",
            <span key="id" className="font-mono text-xs">
              {p.id}
            </span>,
          ],
          ["Identificador externo", p.externalId ?? "—"],
          ["Método", p.method.toUpperCase()],
          [
            "Link de pagamento",
            p.paymentLink && area === "seller" ? (
              <Link href={`${basePath}?paymentLinkId=${p.paymentLink.id}`} className="text-brand-700 hover:underline">
                {p.paymentLink.description}
              </Link>
            ) : (
              (p.paymentLink?.description ?? "—")
            ),
          ],
          ["Criado em", when(p.createdAt)],
          ["Expira em", when(p.expiresAt)],
          ["Confirmado em", when(p.confirmedAt)],
          ["Reembolsado em", when(p.refundedAt)],
          ["Motivo do cancelamento", p.cancelReason ?? "—"],
        ]}
      />
      {p.metadata && Object.keys(p.metadata).length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Metadados</h3>
          <pre className="overflow-x-auto rounded-md bg-slate-50 p-3 text-xs">
            {JSON.stringify(p.metadata, null, 2)}
          </pre>
        </div>
      )}
    </div>
  );
}
