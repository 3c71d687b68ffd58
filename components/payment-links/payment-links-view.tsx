"use client";

import { useState } from "react";
import { RoleLimit, useCan } from "@/components/seller/member-role";
import { PageHeader } from "@/components/seller/page-header";
import { QueryState } from "@/components/seller/query-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { LinkTabs } from "@/components/ui/link-tabs";
import { Pagination } from "@/components/ui/pagination";
import type { Page } from "@/lib/http/pagination";
import type { PaymentLinkJson } from "@/lib/payment-links/schema";
import { CreatePaymentLinkDialog } from "./create-payment-link-dialog";
import { DeactivatePaymentLinkDialog } from "./deactivate-payment-link-dialog";
import { EditPaymentLinkDialog } from "./edit-payment-link-dialog";
import type { PaymentLinkFilters } from "./payment-link-keys";
import { PaymentLinksTable } from "./payment-links-table";
import { ReactivatePaymentLinkDialog } from "./reactivate-payment-link-dialog";
import { useListPaymentLinks } from "./use-list-payment-links";

const BASE_PATH = "/seller/links";

const EMPTY_FILTERED = { ACTIVE: "Nenhum link ativo.", INACTIVE: "Nenhum link desativado." } as const;

export function PaymentLinksView({
  filters,
  initialPage,
}: {
  filters: PaymentLinkFilters;
  initialPage: Page<PaymentLinkJson>;
}) {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<PaymentLinkJson | null>(null);
  const [editing, setEditing] = useState<PaymentLinkJson | null>(null);
  const [deactivating, setDeactivating] = useState<PaymentLinkJson | null>(null);
  const [reactivating, setReactivating] = useState<PaymentLinkJson | null>(null);
  const canSell = useCan("sell");
  const links = useListPaymentLinks(filters, initialPage);
  const page = links.data;

  function startCreating() {
    setCreated(null);
    setCreating(true);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Links de pagamento"
        description="Crie um link, envie ao comprador e receba por PIX no checkout."
        actions={canSell && <Button onClick={startCreating}>Novo link</Button>}
      />
      <RoleLimit permission="sell" />
      {created && (
        <Alert tone="success" title="Link criado">
          <p className="break-all font-mono text-xs">{created.url}</p>
          <div className="mt-2">
            <CopyButton text={created.url} label={created.description}>
              Copiar link
            </CopyButton>
          </div>
        </Alert>
      )}
      <LinkTabs
        label="Filtrar links por status"
        tabs={[
          { href: BASE_PATH, label: "Todos", active: !filters.status },
          { href: `${BASE_PATH}?status=ACTIVE`, label: "Ativos", active: filters.status === "ACTIVE" },
          { href: `${BASE_PATH}?status=INACTIVE`, label: "Desativados", active: filters.status === "INACTIVE" },
        ]}
      />
      <Card>
        <QueryState
          query={links}
          what="os links"
          isEmpty={(current) => current.totalRecords === 0}
          empty={
            filters.status ? (
              <p className="text-sm text-slate-600">{EMPTY_FILTERED[filters.status]}</p>
            ) : (
              <EmptyState
                title={canSell ? "Crie seu primeiro link" : "Nenhum link ainda"}
                action={canSell && <Button onClick={startCreating}>Criar link</Button>}
              >
                Defina uma descrição e um valor; o link abre um checkout onde o comprador paga por PIX.
              </EmptyState>
            )
          }
        >
          {(current) => (
            <PaymentLinksTable
              links={current.data}
              onEdit={setEditing}
              onDeactivate={setDeactivating}
              onReactivate={setReactivating}
            />
          )}
        </QueryState>
        <Pagination
          basePath={BASE_PATH}
          page={page.currentPage}
          totalPages={page.totalPages}
          params={filters.status ? { status: filters.status } : {}}
        />
      </Card>
      <CreatePaymentLinkDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(link) => {
          setCreating(false);
          setCreated(link);
        }}
      />
      {editing && <EditPaymentLinkDialog key={editing.id} link={editing} onClose={() => setEditing(null)} />}
      <DeactivatePaymentLinkDialog link={deactivating} onClose={() => setDeactivating(null)} />
      <ReactivatePaymentLinkDialog link={reactivating} onClose={() => setReactivating(null)} />
    </div>
  );
}
