import Link from "next/link";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { CsvExportLinks } from "@/components/exports/csv-export-links";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/components/browser/reais";
import { formatCalendarDate } from "@pix/core/dates";
import {
  DIFFERENCE_KIND_LABELS,
  DIFFERENCE_RESOLUTION_LABELS,
  DIFFERENCE_STATUS_LABELS,
  DIFFERENCE_SUBJECT_LABELS,
} from "@pix/core/reconciliation/labels";
import type { ReconciliationDifferenceJson, ReconciliationRunJson } from "@pix/core/reconciliation/schema";
import type { listDifferences, listRuns } from "@pix/core/reconciliation/service";
import { DifferenceActions } from "./difference-actions";

const RUN_STATUSES: Record<ReconciliationRunJson["status"], { label: string; tone: BadgeTone }> = {
  RUNNING: { label: "Em andamento", tone: "info" },
  DONE: { label: "Concluída", tone: "success" },
  FAILED: { label: "Falhou", tone: "error" },
};

const linkClass = "font-medium text-blue-700 hover:underline";
const paymentsSearch = (search: string) => `/admin/payments?${new URLSearchParams({ search })}`;

/**
 * What a difference names, each leading to where it is: the PIX's end-to-end id (or the payout's id at the PSP), the
 * charge's txid and our payment, or the withdrawal among the seller's.
 */
function DifferenceLinks({ row }: { row: ReconciliationDifferenceJson }) {
  return (
    <dl className="space-y-0.5 text-xs">
      <div>
        <dt className="inline text-slate-600">{row.subject === "PAYOUT" ? "Envio no PSP: " : "End-to-end: "}</dt>
        <dd className="inline break-all font-mono">{row.reference}</dd>
      </div>
      {row.txid && (
        <div>
          <dt className="inline text-slate-600">txid: </dt>
          <dd className="inline break-all font-mono">
            <Link href={paymentsSearch(row.txid)} className={linkClass}>
              {row.txid}
            </Link>
          </dd>
        </div>
      )}
      {row.paymentId && (
        <div>
          <dt className="inline text-slate-600">Pagamento: </dt>
          <dd className="inline font-mono">
            <Link href={paymentsSearch(row.paymentId)} className={linkClass}>
              #{row.paymentId.slice(0, 8)}
            </Link>
          </dd>
        </div>
      )}
      {row.withdrawalId && (
        <div>
          <dt className="inline text-slate-600">Saque: </dt>
          <dd className="inline font-mono">
            {row.seller ? (
              <Link
                href={`/admin/withdrawals?${new URLSearchParams({ view: "all", sellerId: row.seller.id })}`}
                className={linkClass}
                title="Os saques do vendedor"
              >
                #{row.withdrawalId.slice(0, 8)}
              </Link>
            ) : (
              `#${row.withdrawalId.slice(0, 8)}`
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

const money = (reais: number | null) => (reais === null ? "—" : formatReais(reais));

/** Received (and returned, when any) on one side. */
function SideAmount({ amount, refunded }: { amount: number | null; refunded: number | null }) {
  return (
    <>
      {money(amount)}
      {!!refunded && <span className="block text-xs text-slate-600">devolvido {formatReais(refunded)}</span>}
    </>
  );
}

/** The days compared, newest first, each leading to its differences. */
export async function RunsSection({ data, basePath }: { data: ReturnType<typeof listRuns>; basePath: string }) {
  const runs = await data;
  return (
    <Card title="Dias conciliados">
      {runs.data.length === 0 ? (
        <EmptyState title="Nenhum dia conciliado">
          A conciliação diária roda de madrugada para o dia anterior; escolha um dia acima para conciliar agora.
        </EmptyState>
      ) : (
        <Table caption="Dias conciliados">
          <thead>
            <tr className={headRowClass}>
              <Th>Dia</Th>
              <Th>Situação</Th>
              <Th numeric>No PSP</Th>
              <Th numeric>No registro</Th>
              <Th numeric>Conferem</Th>
              <Th numeric>Diferenças abertas</Th>
            </tr>
          </thead>
          <tbody>
            {runs.data.map((run) => (
              <tr key={run.id} className={bodyRowClass}>
                <Td>
                  <Link
                    href={`${basePath}?${new URLSearchParams({ day: run.day })}`}
                    className="font-medium text-blue-700 hover:underline"
                  >
                    {formatCalendarDate(run.day)}
                  </Link>
                </Td>
                <Td>
                  <Badge tone={RUN_STATUSES[run.status].tone}>{RUN_STATUSES[run.status].label}</Badge>
                  {run.failureReason && <p className="mt-1 text-xs text-slate-600">{run.failureReason}</p>}
                </Td>
                <Td numeric>{run.pspCount}</Td>
                <Td numeric>{run.ourCount}</Td>
                <Td numeric>{run.matchedCount}</Td>
                <Td numeric>{run.openCount}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination basePath={basePath} page={runs.currentPage} totalPages={runs.totalPages} />
    </Card>
  );
}

/** One day's differences, open first, each with the fixes it allows. */
export async function DifferencesSection({
  data,
  day,
  basePath,
}: {
  data: ReturnType<typeof listDifferences>;
  day: string;
  basePath: string;
}) {
  const rows = await data;
  return (
    <Card
      title={
        <span className="flex flex-wrap items-center justify-between gap-3">
          <span>Diferenças de {formatCalendarDate(day)}</span>
          <CsvExportLinks href={`/api/v1/admin/reconciliation/runs/${day}/export`} />
        </span>
      }
    >
      {rows.data.length === 0 ? (
        <EmptyState title="Nenhuma diferença">
          Tudo o que o PSP recebeu neste dia confere com o nosso registro.
        </EmptyState>
      ) : (
        <Table caption={`Diferenças de ${formatCalendarDate(day)}`}>
          <thead>
            <tr className={headRowClass}>
              <Th>Tipo</Th>
              <Th>Vendedor</Th>
              <Th>Identificadores</Th>
              <Th numeric>No PSP</Th>
              <Th numeric>No registro</Th>
              <Th>Situação</Th>
              <Th>
                <span className="sr-only">Ações</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {rows.data.map((row) => (
              <tr key={row.id} className={bodyRowClass}>
                <Td>
                  {DIFFERENCE_KIND_LABELS[row.kind]}
                  <span className="block text-xs text-slate-600">{DIFFERENCE_SUBJECT_LABELS[row.subject]}</span>
                </Td>
                <Td>
                  {row.seller ? (
                    <Link href={`/admin/sellers/${row.seller.id}`} className={linkClass}>
                      {row.seller.name}
                    </Link>
                  ) : (
                    <span className="text-xs text-slate-600">Nenhum</span>
                  )}
                </Td>
                <Td>
                  <DifferenceLinks row={row} />
                </Td>
                <Td numeric>
                  <SideAmount amount={row.pspAmount} refunded={row.pspRefunded} />
                </Td>
                <Td numeric>
                  <SideAmount amount={row.ourAmount} refunded={row.ourRefunded} />
                </Td>
                <Td>
                  {row.status === "OPEN" ? (
                    <Badge tone="warning">{DIFFERENCE_STATUS_LABELS.OPEN}</Badge>
                  ) : (
                    <Badge tone="success">{DIFFERENCE_RESOLUTION_LABELS[row.resolution!]}</Badge>
                  )}
                  {row.note && <p className="mt-1 text-xs text-slate-600">{row.note}</p>}
                </Td>
                <Td className="text-right">
                  {row.actions.length > 0 && (
                    <DifferenceActions difference={row} summary={`de ${money(row.pspAmount ?? row.ourAmount)}`} />
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination basePath={basePath} page={rows.currentPage} totalPages={rows.totalPages} params={{ day }} />
    </Card>
  );
}
