"use client";

import type { ReactNode } from "react";
import { errorMessage } from "@/components/browser/api-request";
import { FormDialog } from "./form-dialog";

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What confirming does, in plain words (and whether it can be undone). */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** The action cannot succeed as it stands; the children say why. */
  confirmDisabled?: boolean;
  /** The last attempt's error; the API's message is shown. */
  error?: unknown;
  /** Replaces the API's message, where the page can say more (what balance is missing, who decided first). */
  errorText?: (error: unknown) => string | null;
  errorTitle?: string;
  tone?: "primary" | "danger";
  cancelLabel?: string;
};

/** "Are you sure?" before an action that cannot be taken back or that changes what others pay or see. */
export function ConfirmDialog({
  children,
  confirmLabel,
  onConfirm,
  confirmDisabled,
  error,
  errorText = errorMessage,
  errorTitle,
  tone = "danger",
  ...props
}: ConfirmDialogProps) {
  return (
    <FormDialog
      {...props}
      tone={tone}
      description={children}
      failure={error ? errorText(error) : null}
      failureTitle={errorTitle}
      submitLabel={confirmLabel}
      submitDisabled={confirmDisabled}
      onSubmit={onConfirm}
    />
  );
}
