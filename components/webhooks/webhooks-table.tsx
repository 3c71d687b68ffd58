"use client";

import { Badge } from "@/components/ui/badge";
import { useCan } from "@/components/seller/member-role";
import { Button } from "@/components/ui/button";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import { eventLabel } from "./event-labels";
import type { WebhookJson } from "./webhook-keys";

type Actions = {
  onDeliveries: (webhook: WebhookJson) => void;
  onTest: (webhook: WebhookJson) => void;
  onDelete: (webhook: WebhookJson) => void;
  testingId: string | null;
};

export function WebhooksTable({
  webhooks,
  onDeliveries,
  onTest,
  onDelete,
  testingId,
}: { webhooks: WebhookJson[] } & Actions) {
  const canChange = useCan("webhooks");
  return (
    <Table caption="Webhooks">
      <thead>
        <tr className={headRowClass}>
          <Th>URL</Th>
          <Th>Eventos</Th>
          <Th>Criado em</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {webhooks.map((webhook) => (
          <tr key={webhook.id} className={bodyRowClass}>
            <Td className="max-w-72 break-all font-mono text-xs">{webhook.url}</Td>
            <Td className="max-w-80">
              {webhook.events.length === 0 ? (
                <span className="text-slate-600">Todos os eventos</span>
              ) : (
                <ul className="flex flex-wrap gap-1" aria-label="Eventos assinados">
                  {webhook.events.map((type) => (
                    <li key={type} title={eventLabel(type)} className="whitespace-nowrap">
                      <Badge>{type}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </Td>
            <Td className="whitespace-nowrap">{formatDateTime(webhook.createdAt)}</Td>
            <Td>
              <div className="flex flex-wrap items-center justify-end gap-2">
                <Button type="button" variant="secondary" size="sm" onClick={() => onDeliveries(webhook)}>
                  Entregas<span className="sr-only"> de {webhook.url}</span>
                </Button>
                {canChange && (
                  <>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      loading={testingId === webhook.id}
                      loadingText="Enviando…"
                      onClick={() => onTest(webhook)}
                    >
                      Enviar teste<span className="sr-only"> para {webhook.url}</span>
                    </Button>
                    <Button type="button" variant="ghost-danger" size="sm" onClick={() => onDelete(webhook)}>
                      Excluir<span className="sr-only"> {webhook.url}</span>
                    </Button>
                  </>
                )}
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
