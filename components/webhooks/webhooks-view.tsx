"use client";

import Link from "next/link";
import { useState } from "react";
import { RoleLimit, useCan } from "@/components/seller/member-role";
import { PageHeader } from "@/components/seller/page-header";
import { QueryState } from "@/components/seller/query-state";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import type { Page } from "@/lib/http/pagination";
import { CreateWebhookDialog } from "./create-webhook-dialog";
import { DeleteWebhookDialog } from "./delete-webhook-dialog";
import { DeliveriesDrawer } from "./deliveries-drawer";
import { TestResultDialog } from "./test-result-dialog";
import { useListWebhooks } from "./use-list-webhooks";
import { useTestWebhook } from "./use-test-webhook";
import { WebhookSecretDialog } from "./webhook-secret-dialog";
import type { CreatedWebhookJson, WebhookJson } from "./webhook-keys";
import { WebhooksTable } from "./webhooks-table";

const BASE_PATH = "/seller/webhooks";
const EVENT_EXAMPLES = "/api/v1/status/events";

export function WebhooksView({ page: pageNumber, initialPage }: { page: number; initialPage: Page<WebhookJson> }) {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookJson | null>(null);
  const [deleting, setDeleting] = useState<WebhookJson | null>(null);
  const [tested, setTested] = useState<WebhookJson | null>(null);
  const [viewing, setViewing] = useState<WebhookJson | null>(null);
  const canChange = useCan("webhooks");
  const webhooks = useListWebhooks(pageNumber, initialPage);
  const test = useTestWebhook();
  const page = webhooks.data;

  function sendTest(webhook: WebhookJson) {
    setTested(webhook);
    test.mutate(webhook.id);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Webhooks"
        description="Receba no seu sistema, em tempo real, os eventos de pagamentos, saques e da sua empresa."
        actions={
          <div className="flex flex-wrap gap-3">
            <a href={EVENT_EXAMPLES} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
              Exemplos de eventos<span className="sr-only"> (JSON, nova aba)</span>
            </a>
            {canChange && <Button onClick={() => setCreating(true)}>Adicionar webhook</Button>}
          </div>
        }
      />
      <RoleLimit permission="webhooks" />
      <Card>
        <QueryState
          query={webhooks}
          what="os webhooks"
          isEmpty={(current) => current.totalRecords === 0}
          empty={
            <EmptyState
              title="Nenhum webhook cadastrado"
              action={canChange && <Button onClick={() => setCreating(true)}>Cadastrar webhook</Button>}
            >
              Cadastre a URL do seu sistema para ser avisado quando um pagamento for confirmado ou um saque concluído,
              sem precisar consultar a API.
            </EmptyState>
          }
        >
          {(current) =>
            current.data.length === 0 ? (
              <p className="text-sm text-slate-600">
                Nenhum webhook nesta página.{" "}
                <Link href={BASE_PATH} className="font-semibold text-brand-700 hover:underline">
                  Ir para a primeira página
                </Link>
              </p>
            ) : (
              <WebhooksTable
                webhooks={current.data}
                onDeliveries={setViewing}
                onTest={sendTest}
                onDelete={setDeleting}
                testingId={test.isPending ? (test.variables ?? null) : null}
              />
            )
          }
        </QueryState>
        <Pagination basePath={BASE_PATH} page={page.currentPage} totalPages={page.totalPages} />
      </Card>
      <CreateWebhookDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(webhook) => {
          setCreating(false);
          setCreated(webhook);
        }}
      />
      <WebhookSecretDialog webhook={created} onClose={() => setCreated(null)} />
      <TestResultDialog
        webhook={tested}
        test={test}
        onClose={() => {
          setTested(null);
          test.reset();
        }}
      />
      <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />
      <DeliveriesDrawer webhook={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
