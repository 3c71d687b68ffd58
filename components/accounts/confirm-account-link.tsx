"use client";

import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError, apiFetch } from "@/components/browser/api-client";
import { errorMessage } from "@/components/browser/api-request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { InvalidAccountLink } from "./invalid-account-link";

type Props<T> = {
  /** The API path the click posts to, the token in it. */
  path: string;
  /** Where to ask for a new link when this one no longer works. */
  retry: { href: string; label: string };
  /** What the click confirms, said before it. */
  prompt: ReactNode;
  action: string;
  failureTitle: string;
  done: (answer: T) => ReactNode;
};

/**
 * An e-mailed link's page confirms with a click, not on opening: a mail scanner that opens links changes nothing.
 */
export function ConfirmAccountLink<T>({ path, retry, prompt, action, failureTitle, done }: Props<T>) {
  const confirm = useMutation({ mutationFn: () => apiFetch<T>(path, { method: "POST", anonymous: true }) });

  if (confirm.error instanceof ApiError && confirm.error.body.code === "ACCOUNT_LINK_INVALID")
    return <InvalidAccountLink retry={retry} />;
  if (confirm.data) return <div className="space-y-4">{done(confirm.data)}</div>;
  return (
    <div className="space-y-4">
      {confirm.error && (
        <Alert tone="error" title={failureTitle}>
          {errorMessage(confirm.error)}
        </Alert>
      )}
      <p className="text-sm text-slate-700">{prompt}</p>
      <Button
        type="button"
        className="w-full"
        loading={confirm.isPending}
        loadingText="Confirmando…"
        onClick={() => confirm.mutate()}
      >
        {action}
      </Button>
    </div>
  );
}
