"use client";

import { useCan } from "@/components/seller/member-role";
import { Button } from "@/components/ui/button";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatPhone, maskDocument } from "@/lib/br/documents";
import { formatDate } from "@/lib/dates";
import type { CustomerJson } from "./customer-keys";

/**
 * A CPF is a person's: the list shows it masked, as a payment's details do; the whole number is in the customer's
 * edit dialog, for those who may edit. A company's CNPJ is public, shown whole.
 */
export function CustomersTable({
  customers,
  onEdit,
}: {
  customers: CustomerJson[];
  onEdit: (customer: CustomerJson) => void;
}) {
  const canSell = useCan("sell");
  return (
    <Table caption="Clientes">
      <thead>
        <tr className={headRowClass}>
          <Th>Nome</Th>
          <Th>Documento</Th>
          <Th>E-mail</Th>
          <Th>Telefone</Th>
          <Th>Cliente desde</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id} className={bodyRowClass}>
            <Td className="font-medium">{customer.name}</Td>
            <Td className="whitespace-nowrap tabular-nums">
              <span className="text-xs text-slate-500">{customer.documentType}</span>{" "}
              {maskDocument(customer.documentType, customer.documentNumber)}
            </Td>
            <Td>{customer.email}</Td>
            <Td className="whitespace-nowrap">
              {customer.phone ? formatPhone(customer.phone) : <span className="text-slate-500">—</span>}
            </Td>
            <Td className="whitespace-nowrap">{formatDate(customer.createdAt)}</Td>
            <Td className="text-right">
              {canSell && (
                <Button type="button" variant="ghost" onClick={() => onEdit(customer)} size="sm">
                  Editar<span className="sr-only"> {customer.name}</span>
                </Button>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
