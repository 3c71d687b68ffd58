"use client";

import { Controller, FormProvider, useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { apiSchemaResolver } from "@/components/browser/form-resolver";
import { CreateCustomerSchema, type CustomerInput } from "@/lib/customers/schema";
import { type ContactValues, CustomerContactFields } from "./customer-contact-fields";
import { type DocumentType, formatDocument } from "./customer-document";
import { useCreateCustomer } from "./use-create-customer";

type CreateValues = ContactValues & { documentType: DocumentType; documentNumber: string };

const FIELDS = ["name", "email", "phone", "documentType", "documentNumber"] as const;
const DOCUMENT_TYPES = [
  { value: "CPF", label: "CPF (pessoa física)" },
  { value: "CNPJ", label: "CNPJ (empresa)" },
] as const;
const EMPTY: CreateValues = { name: "", email: "", phone: "", documentType: "CPF", documentNumber: "" };

const resolver = apiSchemaResolver(CreateCustomerSchema, (values: CreateValues) => ({
  ...values,
  phone: values.phone.trim() || undefined,
}));

export function CreateCustomerDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (name: string) => void;
}) {
  const create = useCreateCustomer();
  const form = useForm<CreateValues, unknown, CustomerInput>({ resolver, defaultValues: EMPTY });
  const documentType = form.watch("documentType");

  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: FIELDS,
    send: async (customer) => {
      await create.mutateAsync(customer);
      onCreated(customer.name);
    },
    onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Novo cliente"
      failure={failure}
      onSubmit={submit}
      submitLabel="Cadastrar cliente"
      pendingLabel="Cadastrando…"
      pending={pending}
    >
      <FormProvider {...form}>
        <CustomerContactFields />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[10rem_1fr]">
          <SelectField
            label="Documento"
            options={DOCUMENT_TYPES}
            {...form.register("documentType", {
              onChange: (event) =>
                form.setValue("documentNumber", formatDocument(event.target.value, form.getValues("documentNumber"))),
            })}
          />
          <Controller
            control={form.control}
            name="documentNumber"
            render={({ field, fieldState }) => (
              <TextField
                ref={field.ref}
                name={field.name}
                label={`Número do ${documentType}`}
                inputMode={documentType === "CPF" ? "numeric" : "text"}
                autoComplete="off"
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(formatDocument(documentType, event.target.value))}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </FormProvider>
    </FormDialog>
  );
}
