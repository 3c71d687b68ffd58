"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type MemberJson, personLabel } from "./team-keys";
import { useRemoveMember } from "./use-team-mutations";

/** "Remover" on someone else's row: they lose this account at their next request and are told by e-mail. */
export function RemoveMemberDialog({
  member,
  onClose,
  onRemoved,
}: {
  member: MemberJson | null;
  onClose: () => void;
  onRemoved: (text: string) => void;
}) {
  const remove = useRemoveMember();

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={member !== null}
      onClose={close}
      title={member ? `Remover ${member.name ?? member.email} da equipe?` : "Remover da equipe?"}
      confirmLabel="Remover da equipe"
      pendingLabel="Removendo…"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        member &&
        remove.mutate(member.userId, {
          onSuccess: () => {
            onRemoved(`${personLabel(member)} saiu da equipe.`);
            close();
          },
        })
      }
    >
      {member && (
        <p>
          <strong className="font-semibold text-slate-900">{personLabel(member)}</strong> perde o acesso a esta conta na
          próxima ação e recebe um e-mail avisando. Para voltar, precisa de um novo convite.
        </p>
      )}
    </ConfirmDialog>
  );
}
