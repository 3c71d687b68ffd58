"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "@/lib/zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { CurrentPasswordField } from "@/components/ui/current-password-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { TotpCodeSchema, type TotpDisableInput, TotpDisableSchema, TotpStartSchema } from "@/lib/auth/schema";

/** What a change asks for: a code of the app (or a recovery code), the password, or both. */
export type Proof = "code" | "password" | "both";

const SCHEMAS: Record<Proof, z.ZodType<Partial<TotpDisableInput>, Partial<TotpDisableInput>>> = {
  code: TotpCodeSchema,
  password: TotpStartSchema,
  both: TotpDisableSchema,
};

type TwoFactorChangeDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  tone?: "primary" | "danger";
  proof?: Proof;
  /** Sends what was typed; a refusal shows under its field. */
  send: (typed: Partial<TotpDisableInput>) => Promise<void>;
};

/** A change of the two-factor sign-in that the app's code, the password, or both confirm. */
export function TwoFactorChangeDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  pendingLabel,
  tone,
  proof = "code",
  send,
}: TwoFactorChangeDialogProps) {
  const form = useForm<Partial<TotpDisableInput>>({
    resolver: zodResolver(SCHEMAS[proof]),
    defaultValues: { ...(proof !== "password" && { code: "" }), ...(proof !== "code" && { currentPassword: "" }) },
  });
  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["code", "currentPassword"],
    send,
    onClose,
  });
  const { errors } = form.formState;

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
      {proof !== "code" && (
        <CurrentPasswordField error={errors.currentPassword?.message} {...form.register("currentPassword")} />
      )}
      {proof !== "password" && (
        <TextField
          label="Código do aplicativo ou de recuperação"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          hint="O código de 6 dígitos que o aplicativo mostra agora, ou um dos seus códigos de recuperação."
          error={errors.code?.message}
          {...form.register("code")}
        />
      )}
    </FormDialog>
  );
}
