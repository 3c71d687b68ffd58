"use client";

import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { apiSchemaResolver } from "@/components/browser/form-resolver";
import type { z } from "@/lib/zod";
import { FormDialog } from "./form-dialog";
import { TextAreaField } from "./text-area-field";
import { useFormSubmit } from "./use-form-submit";

type ReasonInput = { reason?: string };

type ReasonDialogProps<Schema extends z.ZodType<ReasonInput, ReasonInput>> = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The API's body schema: it says whether a reason is required and how long it may be. */
  schema: Schema;
  label: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
  submitLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  /** Sends the decision; a rejection shows its message (on the field when the API names it). */
  onSubmit: (input: z.output<Schema>) => Promise<void>;
};

/** A refusal or cancellation with a reason someone else will read; submitting it is the confirmation. */
export function ReasonDialog<Schema extends z.ZodType<ReasonInput, ReasonInput>>({
  schema,
  label,
  hint,
  rows = 3,
  maxLength,
  onSubmit,
  onClose,
  ...props
}: ReasonDialogProps<Schema>) {
  const form = useForm<{ reason: string }, unknown, z.output<Schema>>({
    // A blank reason is left out: the API takes none, or says that one is required.
    resolver: apiSchemaResolver(
      schema,
      ({ reason }: { reason: string }) => ({ reason: reason.trim() === "" ? undefined : reason }) as z.input<Schema>,
    ),
    defaultValues: { reason: "" },
  });

  const { failure, submit, close, pending } = useFormSubmit(form, { fields: ["reason"], send: onSubmit, onClose });

  return (
    <FormDialog {...props} onClose={close} tone="danger" failure={failure} pending={pending} onSubmit={submit}>
      <TextAreaField
        label={label}
        rows={rows}
        maxLength={maxLength}
        hint={hint}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
    </FormDialog>
  );
}
