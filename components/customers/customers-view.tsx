"use client";

import { useState } from "react";
import { RoleLimit, useCan } from "@/components/seller/member-role";
import { PageHeader } from "@/components/seller/page-header";
import { QueryState } from "@/components/seller/query-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchForm } from "@/components/ui/filter-form";
import { Pagination } from "@/components/ui/pagination";
import type { Page } from "@/lib/http/pagination";
import { CreateCustomerDialog } from "./create-customer-dialog";
import type { CustomerFilters, CustomerJson } from "./customer-keys";
import { CustomersTable } from "./customers-table";
import { EditCustomerDialog } from "./edit-customer-dialog";
import { useListCustomers } from "./use-list-customers";

const BASE_PATH = "/seller/customers";

export function CustomersView({ filters, initialPage }: { filters: CustomerFilters; initialPage: Page<CustomerJson> }) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CustomerJson | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const canSell = useCan("sell");
  const customers = useListCustomers(filters, initialPage);
  const page = customers.data;

  function startCreating() {
    setOutcome(null);
    setCreating(true);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Clientes"
        description="Compradores dos seus links entram aqui automaticamente; cadastre outros quando precisar."
        actions={canSell && <Button onClick={startCreating}>Novo cliente</Button>}
      />
      <RoleLimit permission="sell" />
      {outcome && <Alert tone="success">{outcome}</Alert>}
      <Card>
        <SearchForm
          basePath={BASE_PATH}
          search={filters.search}
          label="Buscar clientes"
          placeholder="Nome, e-mail, CPF ou CNPJ"
        />
        <QueryState
          query={customers}
          what="os clientes"
          className="mt-6"
          isEmpty={(current) => current.totalRecords === 0}
          empty={
            filters.search ? (
              <p className="text-sm text-slate-600">Nenhum cliente encontrado para “{filters.search}”.</p>
            ) : (
              <EmptyState
                title="Nenhum cliente ainda"
                action={canSell && <Button onClick={startCreating}>Cadastrar cliente</Button>}
              >
                Os compradores aparecem aqui quando pagam um link. Você também pode cadastrar clientes manualmente.
              </EmptyState>
            )
          }
        >
          {(current) => (
            <CustomersTable
              customers={current.data}
              onEdit={(customer) => {
                setOutcome(null);
                setEditing(customer);
              }}
            />
          )}
        </QueryState>
        <Pagination
          basePath={BASE_PATH}
          page={page.currentPage}
          totalPages={page.totalPages}
          params={filters.search ? { search: filters.search } : {}}
        />
      </Card>
      <CreateCustomerDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(name) => {
          setCreating(false);
          setOutcome(`${name} foi cadastrado.`);
        }}
      />
      <EditCustomerDialog
        customer={editing}
        onClose={() => setEditing(null)}
        onSaved={(name) => {
          setEditing(null);
          setOutcome(`Dados de ${name} salvos.`);
        }}
      />
    </div>
  );
}
