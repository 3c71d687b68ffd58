"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDateTime } from "@/lib/dates";
import type { PaymentLinkJson } from "@/lib/payment-links/schema";
import { useReactivatePaymentLink } from "./use-reactivate-payment-link";

/** Why the link could take no payment even if switched on (the API refuses it too); null when it could. */
function blockedReason(link: PaymentLinkJson, now = Date.now()) {
  if (link.expiresAt && new Date(link.expiresAt).getTime() <= now)
    return `A validade do link terminou em ${formatDateTime(link.expiresAt)}. Crie um novo link para voltar a vender.`;
  if (link.maxPayments !== null && link.qtdPayments >= link.maxPayments)
    return `O link já recebeu os ${link.maxPayments} pagamentos do seu limite. Crie um novo link para voltar a vender.`;
  return null;
}

export function ReactivatePaymentLinkDialog({ link, onClose }: { link: PaymentLinkJson | null; onClose: () => void }) {
  const reactivate = useReactivatePaymentLink();
  const blocked = link && blockedReason(link);

  function close() {
    reactivate.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={link !== null}
      onClose={close}
      title="Reativar link?"
      tone="primary"
      confirmLabel="Reativar link"
      pendingLabel="Reativando…"
      pending={reactivate.isPending}
      confirmDisabled={Boolean(blocked)}
      onConfirm={() => link && reactivate.mutate(link.id, { onSuccess: close })}
      error={reactivate.error}
    >
      {link &&
        (blocked ? (
          <p>{blocked}</p>
        ) : (
          <p>
            O link <strong className="font-semibold text-slate-900">{link.description}</strong> volta a aceitar
            pagamentos no mesmo endereço, com o mesmo valor, validade e limite.
          </p>
        ))}
    </ConfirmDialog>
  );
}
