"use client";

import { useEnterAccount } from "@/components/browser/seller-account";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRemoveMember } from "./use-team-mutations";

/**
 * "Sair da equipe" on the caller's own row. Afterwards the browser acts in the person's own (or next) account, or,
 * with none left, goes to their account page; the API refuses the account's last owner (LAST_OWNER), whose message
 * shows here.
 */
export function LeaveTeamDialog({
  open,
  userId,
  companyName,
  onClose,
}: {
  open: boolean;
  userId: string;
  companyName: string;
  onClose: () => void;
}) {
  const enter = useEnterAccount();
  const leave = useRemoveMember();

  function close() {
    leave.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title="Sair da equipe?"
      confirmLabel="Sair da equipe"
      pendingLabel="Saindo…"
      pending={leave.isPending}
      error={leave.error}
      onConfirm={() =>
        leave.mutate(
          { userId },
          {
            onSuccess: () => {
              // The server sees the membership gone and picks the account to act in (or none: /account).
              enter();
              close();
            },
          },
        )
      }
    >
      <p>
        Você deixa de ter acesso à conta de <strong className="font-semibold text-slate-900">{companyName}</strong>.
        Para voltar, precisa de um novo convite de um proprietário.
      </p>
    </ConfirmDialog>
  );
}
