"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/client/api-request";
import type { PaymentLinkJson } from "@/lib/payment-links/schema";
import { useDeactivatePaymentLink } from "./use-deactivate-payment-link";

export function DeactivatePaymentLinkDialog({ link, onClose }: { link: PaymentLinkJson | null; onClose: () => void }) {
  const deactivate = useDeactivatePaymentLink();

  function close() {
    deactivate.reset();
    onClose();
  }

  return (
    <Dialog open={link !== null} onClose={close} title="Desativar link?">
      {link && (
        <>
          <p className="text-sm text-slate-600">
            O link <strong className="font-semibold text-slate-900">{link.description}</strong> deixa de aceitar pagamentos. Os pagamentos já feitos
            continuam registrados. Não é possível reativar um link desativado.
          </p>
          {deactivate.error && (
            <div className="mt-4">
              <Alert tone="error">{errorMessage(deactivate.error)}</Alert>
            </div>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button type="button" variant="danger" loading={deactivate.isPending} onClick={() => deactivate.mutate(link.id, { onSuccess: close })}>
              Desativar link
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
