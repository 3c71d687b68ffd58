"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { type TotpCodeInput, TotpCodeSchema } from "@/lib/auth/schema";

type CodeDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  tone?: "primary" | "danger";
  /** Sends the code; a refusal shows under the field. */
  send: (code: string) => Promise<void>;
};

/** A change that a code of the authenticator app (or a recovery code) confirms. */
export function CodeDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  pendingLabel,
  tone,
  send,
}: CodeDialogProps) {
  const form = useForm<TotpCodeInput>({ resolver: zodResolver(TotpCodeSchema), defaultValues: { code: "" } });
  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["code"],
    send: ({ code }) => send(code),
    onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      failure={failure}
      onSubmit={submit}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      tone={tone}
    >
      <TextField
        label="Código do aplicativo ou de recuperação"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        hint="O código de 6 dígitos que o aplicativo mostra agora, ou um dos seus códigos de recuperação."
        error={form.formState.errors.code?.message}
        {...form.register("code")}
      />
    </FormDialog>
  );
}
