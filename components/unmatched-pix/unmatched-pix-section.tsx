import Link from "next/link";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@pix/core/dates";
import type { UnmatchedPixJson } from "@pix/core/unmatched-pix/schema";
import type { listUnmatchedPix } from "@pix/core/unmatched-pix/service";
import { ReturnPixButton } from "./return-pix-button";

const REASONS: Record<UnmatchedPixJson["reason"], string> = {
  AMOUNT_MISMATCH: "Valor diferente do cobrado",
  PAID_AFTER_CANCEL: "Pago após o cancelamento",
  NO_CHARGE: "Sem cobrança",
  ALREADY_PAID: "Cobrança já paga",
};

const STATUSES: Record<UnmatchedPixJson["status"], { label: string; tone: BadgeTone }> = {
  HELD: { label: "Retido", tone: "warning" },
  RETURNING: { label: "Em devolução", tone: "info" },
  RETURNED: { label: "Devolvido", tone: "success" },
  RETURN_FAILED: { label: "Devolução não realizada", tone: "error" },
  RETURNED_BY_MED: { label: "Devolvido pelo MED", tone: "success" },
};

/** The held PIX once they arrive, each with its one-click return while it is held. */
export async function UnmatchedPixSection({
  data,
  basePath,
}: {
  data: ReturnType<typeof listUnmatchedPix>;
  basePath: string;
}) {
  const rows = await data;
  return (
    <Card>
      {rows.data.length === 0 ? (
        <EmptyState title="Nenhum PIX retido">
          PIX de valor diferente do cobrado, pagos depois do cancelamento ou numa cobrança já paga, e PIX enviados à
          chave sem cobrança aparecem aqui para serem devolvidos.
        </EmptyState>
      ) : (
        <Table caption="PIX retidos">
          <thead>
            <tr className={headRowClass}>
              <Th>Recebido em</Th>
              <Th>Valor</Th>
              <Th>Motivo</Th>
              <Th>Pagador</Th>
              <Th>Pagamento</Th>
              <Th>Situação</Th>
              <Th>
                <span className="sr-only">Ações</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {rows.data.map((row) => (
              <tr key={row.id} className={bodyRowClass}>
                <Td className="whitespace-nowrap">{formatDateTime(row.receivedAt)}</Td>
                <Td className="whitespace-nowrap">
                  <span className="font-medium">{formatReais(row.amount)}</span>
                  {row.medReturned > 0 && (
                    <p className="text-xs text-slate-600">{formatReais(row.medReturned)} devolvidos pelo MED</p>
                  )}
                </Td>
                <Td>{REASONS[row.reason]}</Td>
                <Td>
                  {row.payer ? (
                    <>
                      <p className="font-medium">{row.payer.name}</p>
                      <p className="text-xs tabular-nums text-slate-600">{row.payer.document}</p>
                    </>
                  ) : (
                    <span className="text-xs text-slate-600">Não informado pelo PSP</span>
                  )}
                </Td>
                <Td>
                  {row.paymentId ? (
                    <Link
                      href={`/admin/payments?${new URLSearchParams({ search: row.paymentId })}`}
                      className="font-mono text-xs text-brand-700 hover:underline"
                      title={`PIX ${row.endToEndId}`}
                      aria-label={`Pagamento #${row.paymentId.slice(0, 8)}`}
                    >
                      #{row.paymentId.slice(0, 8)}
                    </Link>
                  ) : (
                    <span className="text-xs text-slate-600" title={`PIX ${row.endToEndId}`}>
                      Sem cobrança
                    </span>
                  )}
                </Td>
                <Td>
                  <Badge tone={STATUSES[row.status].tone}>{STATUSES[row.status].label}</Badge>
                  {row.failureReason && <p className="mt-1 text-xs text-slate-600">{row.failureReason}</p>}
                </Td>
                <Td className="text-right">
                  {(row.status === "HELD" || row.status === "RETURN_FAILED") && (
                    <ReturnPixButton
                      id={row.id}
                      summary={`${formatReais(row.heldAmount)} (${REASONS[row.reason].toLowerCase()}${row.medReturned > 0 ? `; ${formatReais(row.medReturned)} já devolvidos pelo MED` : ""})`}
                    />
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination basePath={basePath} page={rows.currentPage} totalPages={rows.totalPages} params={{}} />
    </Card>
  );
}
