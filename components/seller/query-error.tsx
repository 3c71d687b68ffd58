"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage, isSellerNotApproved } from "@/components/browser/api-request";
import { AccountInReview } from "./account-in-review";

/** A failed load: the "conta em análise" state for an unapproved seller, otherwise the message and a retry. */
export function QueryError({
  error,
  onRetry,
  title = "Não foi possível carregar",
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  if (isSellerNotApproved(error)) return <AccountInReview />;
  return (
    <Alert tone="error" title={title}>
      <p>{errorMessage(error)}</p>
      <Button type="button" variant="secondary" onClick={onRetry} className="mt-3">
        Tentar novamente
      </Button>
    </Alert>
  );
}
