"use client";

import { useState } from "react";
import { QueryState } from "@/components/seller/query-state";
import { Button } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import { EmptyState } from "@/components/ui/empty-state";
import { PageButtons } from "@/components/ui/page-buttons";
import { SelectField } from "@/components/ui/select-field";
import { DeliveryItem } from "./delivery-item";
import { DELIVERY_STATUSES, DELIVERY_STATUS_LABELS } from "./delivery-status";
import { useListDeliveries } from "./use-list-deliveries";
import type { DeliveryFilters, DeliveryStatus, WebhookJson } from "./webhook-keys";

const STATUS_OPTIONS = DELIVERY_STATUSES.map((status) => ({ value: status, label: DELIVERY_STATUS_LABELS[status] }));

export function DeliveriesDrawer({ webhook, onClose }: { webhook: WebhookJson | null; onClose: () => void }) {
  return (
    <Drawer open={webhook !== null} onClose={onClose} title="Entregas do webhook">
      {webhook && <DeliveriesPanel key={webhook.id} webhook={webhook} />}
    </Drawer>
  );
}

function DeliveriesPanel({ webhook }: { webhook: WebhookJson }) {
  const [filters, setFilters] = useState<DeliveryFilters>({ page: 1 });
  const deliveries = useListDeliveries(webhook.id, filters);

  return (
    <div className="space-y-4">
      <p className="break-all font-mono text-xs text-slate-600">{webhook.url}</p>
      <div className="flex items-end gap-3">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          placeholder="Todos"
          value={filters.status ?? ""}
          onChange={(event) =>
            setFilters({ status: (event.target.value || undefined) as DeliveryStatus | undefined, page: 1 })
          }
          className="w-48"
        />
        <Button
          type="button"
          variant="secondary"
          loading={deliveries.isFetching}
          loadingText="Atualizando…"
          onClick={() => deliveries.refetch()}
        >
          Atualizar
        </Button>
      </div>
      <QueryState
        query={deliveries}
        what="as entregas"
        isEmpty={(page) => page.totalRecords === 0}
        empty={
          filters.status ? (
            <p className="text-sm text-slate-600">Nenhuma entrega com esse status.</p>
          ) : (
            <EmptyState title="Nenhuma entrega ainda">
              Os eventos enviados a este endpoint aparecem aqui. Use “Enviar teste” para fazer o primeiro.
            </EmptyState>
          )
        }
      >
        {(page) => (
          <>
            <ul className="space-y-3" aria-label="Entregas">
              {page.data.map((delivery) => (
                <DeliveryItem key={delivery.id} webhookId={webhook.id} delivery={delivery} />
              ))}
            </ul>
            <PageButtons
              label="Paginação das entregas"
              page={page.currentPage}
              totalPages={page.totalPages}
              onChange={(target) => setFilters({ ...filters, page: target })}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
