import Link from "next/link";
import type { ReactNode } from "react";
import { StatCard } from "@/components/admin-reports/stat-card";
import { formatReais } from "@/components/browser/reais";
import { deadlineText } from "@/components/infractions/infraction-labels";
import { Card } from "@/components/ui/card";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import type { AdminInbox, infractionsDue } from "@pix/core/admin-inbox/service";
import { formatDateTime } from "@pix/core/dates";
import type { withdrawalDashboard } from "@pix/core/withdrawals/service";
import { waitingSince } from "./waiting";

export type InboxData = {
  inbox: AdminInbox;
  withdrawals: Awaited<ReturnType<typeof withdrawalDashboard>>;
  due: Awaited<ReturnType<typeof infractionsDue>>;
};

/** The cards' grid, shared with their skeleton. */
export const INBOX_GRID = "grid-cols-1 md:grid-cols-2 xl:grid-cols-4";

/** How many cards it shows, for the skeleton. */
export const INBOX_CARDS = 7;

const linkClass = "font-semibold text-brand-700 hover:underline";
const withdrawals = (n: number) => `${n} ${n === 1 ? "saque" : "saques"}`;

/** "a mais antiga há 2 dias · <link>", or that nothing waits. */
function Waiting({ since, oldest, action }: { since: string | null; oldest: string; action: ReactNode }) {
  if (!since) return <>Nada aguardando · {action}</>;
  return (
    <>
      {oldest} {waitingSince(since)} · {action}
    </>
  );
}

/**
 * What waits for the admin now, whatever the period: each queue with how many wait and since when the oldest does
 * (the infractions with their nearest deadline), then the payouts the PSP has not confirmed a day after they were
 * asked for and the withdrawals approved; below, the open infractions nearest their deadline.
 */
export async function InboxCards({ data }: { data: Promise<InboxData> }) {
  const { inbox, withdrawals: desk, due } = await data;
  const deadline = inbox.infractions.nextDeadline;
  return (
    <div className="space-y-4">
      <div className={`grid gap-4 ${INBOX_GRID}`}>
        <StatCard
          label="Empresas aguardando análise"
          value={inbox.companies.count}
          detail={
            <Waiting
              since={inbox.companies.since}
              oldest="a mais antiga enviada"
              action={
                <Link href="/admin/enterprises" className={linkClass}>
                  Ver empresas em análise
                </Link>
              }
            />
          }
        />
        <StatCard
          label="Saques aguardando"
          value={formatReais(desk.totalAmountPending)}
          detail={
            <>
              {withdrawals(inbox.withdrawals.count)}
              {inbox.withdrawals.since && `, o mais antigo pedido ${waitingSince(inbox.withdrawals.since)}`} ·{" "}
              <Link href="/admin/withdrawals" className={linkClass}>
                Analisar saques
              </Link>
            </>
          }
        />
        <StatCard
          label="Infrações MED abertas"
          value={inbox.infractions.count}
          detail={
            <>
              {deadline
                ? `prazo mais próximo: ${formatDateTime(deadline)} (${deadlineText(deadline).text})`
                : "Nenhuma infração aguardando decisão"}{" "}
              ·{" "}
              <Link href="/admin/infractions?status=OPEN" className={linkClass}>
                Ver infrações
              </Link>
            </>
          }
        />
        <StatCard
          label="PIX retidos"
          value={inbox.heldPix.count}
          detail={
            <Waiting
              since={inbox.heldPix.since}
              oldest="o mais antigo recebido"
              action={
                <Link href="/admin/unmatched-pix" className={linkClass}>
                  Devolver PIX retidos
                </Link>
              }
            />
          }
        />
        <StatCard
          label="Diferenças de conciliação"
          value={inbox.differences.count}
          detail={
            <Waiting
              since={inbox.differences.since}
              oldest="a mais antiga encontrada"
              action={
                <Link href="/admin/reconciliation" className={linkClass}>
                  Ver conciliação
                </Link>
              }
            />
          }
        />
        <StatCard
          label="Saques sem confirmação do PSP"
          value={formatReais(desk.totalAmountUnconfirmed)}
          detail={
            desk.qtdPayoutsUnconfirmed === 0 ? (
              "Nenhum envio pendente há mais de 24 horas"
            ) : (
              <>
                {withdrawals(desk.qtdPayoutsUnconfirmed)} há mais de 24 horas ·{" "}
                <Link href="/admin/withdrawals?view=unconfirmed" className={linkClass}>
                  Verificar envios
                </Link>
              </>
            )
          }
        />
        <StatCard
          label="Saques aprovados"
          value={formatReais(desk.totalAmountApproved)}
          detail={`${withdrawals(desk.qtdWithdrawalsApproved)} em processamento ou concluídos`}
        />
      </div>
      {due.length > 0 && <InfractionDeadlines due={due} />}
    </div>
  );
}

/** The open infractions nearest their deadline: who, how much is held, and how long is left to decide. */
function InfractionDeadlines({ due }: { due: InboxData["due"] }) {
  return (
    <Card title="Infrações com o prazo mais próximo">
      <Table caption="Infrações com o prazo mais próximo">
        <thead>
          <tr className={headRowClass}>
            <Th>Vendedor</Th>
            <Th numeric>Retido</Th>
            <Th>Prazo</Th>
          </tr>
        </thead>
        <tbody>
          {due.map((row) => {
            const left = deadlineText(row.deadlineAt);
            return (
              <tr key={row.id} className={bodyRowClass}>
                <Td>
                  <Link
                    href={`/admin/infractions?${new URLSearchParams({ status: "OPEN", sellerId: row.seller.id })}`}
                    className={linkClass}
                  >
                    {row.seller.name}
                  </Link>
                </Td>
                <Td numeric>{formatReais(row.amount)}</Td>
                <Td>
                  {formatDateTime(row.deadlineAt)}{" "}
                  <span className={left.overdue ? "font-semibold text-red-700" : "text-slate-600"}>({left.text})</span>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Card>
  );
}
