"use client";

import type { FormEvent, ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { Dialog } from "./dialog";

export type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, above everything else. */
  description?: ReactNode;
  /** Why the last attempt failed, shown above the fields. */
  failure?: string | null;
  failureTitle?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The submit button's text while `pending` ("Salvando…"). */
  pendingLabel: string;
  pending: boolean;
  /** Keeps the action off while what it would do cannot succeed (the description says why). */
  submitDisabled?: boolean;
  tone?: "primary" | "danger";
  cancelLabel?: string;
  children?: ReactNode;
};

/**
 * A modal form: description, failure, fields, then "Cancelar" and the action. Every dialog that
 * creates, changes or confirms something uses it, so they all read and behave the same, and
 * Enter submits.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  failure,
  failureTitle,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled = false,
  tone = "primary",
  cancelLabel = "Cancelar",
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitDisabled) onSubmit(event);
        }}
        className="space-y-4"
      >
        {description && <div className="space-y-3 text-sm text-slate-600">{description}</div>}
        {failure && (
          <Alert tone="error" title={failureTitle}>
            {failure}
          </Alert>
        )}
        {children}
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone} disabled={submitDisabled} loading={pending} loadingText={pendingLabel}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
