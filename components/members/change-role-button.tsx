"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/components/browser/api-request";
import { ApiError } from "@/components/browser/api-client";
import { useAnnounceRoleChange } from "./role-change-outcome";
import { type Role, useUpdateMemberRole } from "./use-member-mutations";

type ChangeRoleButtonProps = { userId: string; email: string; newRole: Role; isSelf?: boolean };

function failureMessage(error: unknown) {
  if (error instanceof ApiError && error.body.code === "LAST_ADMIN") {
    return "Não é possível remover o último administrador. Promova outra pessoa antes de tirar este acesso.";
  }
  return errorMessage(error);
}

/** Promotes a user to admin or takes the admin role away, after a confirmation that says what changes. */
export function ChangeRoleButton({ userId, email, newRole, isSelf = false }: ChangeRoleButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const announce = useAnnounceRoleChange();
  const change = useUpdateMemberRole(userId);
  const promoting = newRole === "admin";

  function confirm() {
    change.mutate(newRole, {
      onSuccess: () => {
        setOpen(false);
        announce(promoting ? `${email} agora é administrador.` : `${email} deixou de ser administrador.`);
        // Without the role, this page is no longer theirs to see.
        if (isSelf) router.replace("/seller");
        router.refresh();
      },
    });
  }

  return (
    <>
      <Button
        variant={promoting ? "secondary" : "ghost"}
        size="sm"
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
      >
        {promoting ? "Tornar administrador" : "Remover acesso de administrador"}
        <span className="sr-only"> de {email}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={promoting ? "Tornar administrador?" : "Remover acesso de administrador?"}
        tone={promoting ? "primary" : "danger"}
        confirmLabel={promoting ? "Confirmar promoção" : "Confirmar remoção"}
        pendingLabel="Salvando…"
        pending={change.isPending}
        onConfirm={confirm}
        error={change.error}
        errorText={failureMessage}
      >
        <p>
          {promoting
            ? `${email} passará a ver e decidir tudo na administração: empresas, saques, tarifas e membros.`
            : isSelf
              ? "Você deixará de ser administrador e sairá desta área assim que confirmar."
              : `${email} volta a ser vendedor e perde o acesso à administração.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
