"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { z } from "@/lib/zod";
import { EventChoices } from "./event-choices";
import { useCreateWebhook } from "./use-create-webhook";
import { WebhookFormSchema, type WebhookFormValues, toCreateWebhookInput } from "./webhook-form-schema";
import type { CreatedWebhookJson } from "./webhook-keys";

const DEFAULTS: WebhookFormValues = { url: "", allEvents: true, events: [] };

export function CreateWebhookDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (webhook: CreatedWebhookJson) => void;
}) {
  const create = useCreateWebhook();
  const form = useForm<WebhookFormValues, unknown, z.output<typeof WebhookFormSchema>>({
    resolver: zodResolver(WebhookFormSchema),
    defaultValues: DEFAULTS,
  });
  const errors = form.formState.errors;

  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["url", "events"],
    send: async (values) => onCreated(await create.mutateAsync(toCreateWebhookInput(values))),
    onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Adicionar webhook"
      failure={failure}
      onSubmit={submit}
      submitLabel="Cadastrar webhook"
      pendingLabel="Cadastrando…"
      pending={pending}
    >
      <TextField
        label="URL do endpoint"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://sua-loja.com.br/webhooks/pix"
        hint="Recebe um POST com o evento em JSON. Endereços privados ou locais não são aceitos."
        maxLength={2000}
        error={errors.url?.message}
        {...form.register("url")}
      />
      <EventChoices register={form.register} allEvents={form.watch("allEvents")} error={errors.events?.message} />
    </FormDialog>
  );
}
