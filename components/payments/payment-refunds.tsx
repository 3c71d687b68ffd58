"use client";

import { useId, useState } from "react";
import { QueryState } from "@/components/seller/query-state";
import { PageButtons } from "@/components/ui/page-buttons";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { RefundJson } from "@/lib/refunds/schema";
import { REFUNDS_PER_PAGE } from "./payment-keys";
import { RefundStatusBadge } from "./refund-status";
import { useListRefunds } from "./use-list-refunds";

/** A paid payment's refunds, newest first, a page at a time. */
export function PaymentRefunds({ paymentId }: { paymentId: string }) {
  const [page, setPage] = useState(1);
  const refunds = useListRefunds(paymentId, { page, perPage: REFUNDS_PER_PAGE });
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-2 text-sm font-semibold text-slate-900">
        Devoluções
      </h3>
      <QueryState
        query={refunds}
        what="as devoluções"
        skeletonClassName="h-20"
        isEmpty={(current) => current.totalRecords === 0}
        empty={<p className="text-sm text-slate-600">Nenhuma devolução.</p>}
      >
        {(current) => (
          <>
            <ul className="space-y-2" aria-labelledby={titleId}>
              {current.data.map((refund) => (
                <RefundItem key={refund.id} refund={refund} />
              ))}
            </ul>
            <PageButtons
              label="Paginação das devoluções"
              page={current.currentPage}
              totalPages={current.totalPages}
              onChange={setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

export function RefundItem({ refund }: { refund: RefundJson }) {
  return (
    <li className="rounded-lg border border-slate-200 px-4 py-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-semibold tabular-nums">{formatReais(refund.amount)}</p>
          <p className="text-xs text-slate-500">
            {formatDateTime(refund.createdAt)}
            {refund.nature !== "ORIGINAL" && " · MED (devolução pelo banco)"}
          </p>
        </div>
        <RefundStatusBadge status={refund.status} />
      </div>
      {refund.reason && <p className="mt-2 break-words text-slate-700">Motivo: {refund.reason}</p>}
      {refund.status === "FAILED" && refund.failureReason && (
        <p className="mt-1 break-words text-red-700">{refund.failureReason}</p>
      )}
    </li>
  );
}
