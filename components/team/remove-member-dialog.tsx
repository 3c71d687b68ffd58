"use client";

import { useState } from "react";
import { SecondFactorField, codeOrNothing } from "@/components/account/second-factor-field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type MemberJson, personLabel } from "./team-keys";
import { useRemoveMember } from "./use-team-mutations";

/** "Remover" on someone else's row: they lose this account at their next request and are told by e-mail. */
export function RemoveMemberDialog({
  member,
  totpEnabled,
  onClose,
  onRemoved,
}: {
  member: MemberJson | null;
  /** The owner signs in with two-factor: the removal takes a code too. */
  totpEnabled: boolean;
  onClose: () => void;
  onRemoved: (text: string) => void;
}) {
  const remove = useRemoveMember();
  const [code, setCode] = useState("");

  function close() {
    remove.reset();
    setCode("");
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
        remove.mutate(
          { userId: member.userId, totp: codeOrNothing(code) },
          {
            onSuccess: () => {
              onRemoved(`${personLabel(member)} saiu da equipe.`);
              close();
            },
            // A code is good once, and a refused one never: the next try takes the app's next code.
            onError: () => setCode(""),
          },
        )
      }
    >
      {member && (
        <p>
          <strong className="font-semibold text-slate-900">{personLabel(member)}</strong> perde o acesso a esta conta na
          próxima ação e recebe um e-mail avisando. Para voltar, precisa de um novo convite.
        </p>
      )}
      {totpEnabled && <SecondFactorField value={code} onChange={(event) => setCode(event.target.value)} />}
    </ConfirmDialog>
  );
}
