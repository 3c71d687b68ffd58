"use client";

import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { apiSchemaResolver } from "@/components/browser/form-resolver";
import { type UpdateCustomerInput, UpdateCustomerSchema } from "@/lib/customers/schema";
import { applyServerErrors } from "@/components/browser/api-client";
import { type ContactValues, CustomerContactFields } from "./customer-contact-fields";
import { formatDocument } from "./customer-document";
import type { CustomerJson } from "./customer-keys";
import { useUpdateCustomer } from "./use-update-customer";

const FIELDS = ["name", "email", "phone"] as const;

// A cleared phone is removed (null), not left as it was.
const resolver = apiSchemaResolver(UpdateCustomerSchema, (values: ContactValues) => ({
  ...values,
  phone: values.phone.trim() || null,
}));

export function EditCustomerDialog({
  customer,
  onClose,
  onSaved,
}: {
  customer: CustomerJson | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  return (
    <Dialog open={customer !== null} onClose={onClose} title="Editar cliente">
      {customer && <EditCustomerForm key={customer.id} customer={customer} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function EditCustomerForm({
  customer,
  onClose,
  onSaved,
}: {
  customer: CustomerJson;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateCustomer(customer.id);
  const form = useForm<ContactValues, unknown, UpdateCustomerInput>({
    resolver,
    defaultValues: { name: customer.name, email: customer.email, phone: customer.phone ?? "" },
  });

  const onSubmit = form.handleSubmit(async (changes) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(changes);
      onSaved(saved.name);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <p className="text-sm text-slate-600">
          {customer.documentType} {formatDocument(customer.documentType, customer.documentNumber)} · o documento não
          pode ser alterado.
        </p>
        <CustomerContactFields />
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Salvando…">
            Salvar alterações
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
