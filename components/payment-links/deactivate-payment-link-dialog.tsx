"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { PaymentLinkJson } from "@/lib/payment-links/schema";
import { useDeactivatePaymentLink } from "./use-deactivate-payment-link";

export function DeactivatePaymentLinkDialog({ link, onClose }: { link: PaymentLinkJson | null; onClose: () => void }) {
  const deactivate = useDeactivatePaymentLink();

  function close() {
    deactivate.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={link !== null}
      onClose={close}
      title="Desativar link?"
      confirmLabel="Desativar link"
      pendingLabel="Desativando…"
      pending={deactivate.isPending}
      onConfirm={() => link && deactivate.mutate(link.id, { onSuccess: close })}
      error={deactivate.error}
    >
      {link && (
        <p>
          O link <strong className="font-semibold text-slate-900">{link.description}</strong> deixa de aceitar
          pagamentos. Os pagamentos já feitos continuam registrados. Você pode reativá-lo depois.
        </p>
      )}
    </ConfirmDialog>
  );
}
