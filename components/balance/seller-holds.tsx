"use client";

import { useQuery } from "@tanstack/react-query";
import { InfractionsTable } from "@/components/infractions/infractions-table";
import { QueryState } from "@/components/seller/query-state";
import { Card } from "@/components/ui/card";
import { MAX_PER_PAGE, type Page } from "@/lib/http/pagination";
import { apiFetch } from "@/components/browser/api-client";
import type { InfractionJson } from "@/lib/infractions/schema";
import { balanceKeys } from "./balance-keys";

/** The seller's MED infractions, newest first: what is or was held, why, and the deadline. Shown once there is one. */
export function SellerHolds({ initialData }: { initialData: Page<InfractionJson> }) {
  const holds = useQuery({
    queryKey: balanceKeys.holds(),
    queryFn: () => apiFetch<Page<InfractionJson>>(`/api/v1/infractions?perPage=${MAX_PER_PAGE}`),
    initialData,
  });
  if (holds.data.totalRecords === 0) return null;
  return (
    <Card title="Valores retidos por infração MED">
      <p className="mb-4 text-sm text-slate-600">
        Quando um pagador contesta um PIX (MED), o valor fica retido no seu saldo enquanto a infração é analisada: o PSP
        recebedor tem 7 dias para responder. Responda a cada infração com a sua explicação e documentos: a plataforma lê
        a sua resposta antes de decidir se o valor é liberado para você ou devolvido ao pagador.
      </p>
      <QueryState query={holds} what="as retenções">
        {(current) => (
          <InfractionsTable
            rows={current.data}
            caption="Infrações MED"
            detailHref={(row) => `/seller/infractions/${row.id}`}
          />
        )}
      </QueryState>
    </Card>
  );
}
