"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/components/browser/api-client";
import type { InfractionJson } from "@/lib/infractions/schema";

type Action = "release" | "refund";

const TEXTS: Record<
  Action,
  { button: string; title: string; confirm: string; pending: string; body: (summary: string) => string }
> = {
  release: {
    button: "Liberar ao vendedor",
    title: "Liberar o valor retido?",
    confirm: "Confirmar liberação",
    pending: "Liberando…",
    body: (summary) =>
      `${summary} volta para o saldo disponível do vendedor e a infração é encerrada. Use quando o PSP pagador não aceitou a infração.`,
  },
  refund: {
    button: "Devolver ao pagador",
    title: "Devolver o valor retido ao pagador?",
    confirm: "Confirmar devolução",
    pending: "Devolvendo…",
    body: (summary) =>
      `${summary} vai para o pagador por uma devolução voluntária (natureza ORIGINAL) no provedor PIX, paga com o valor retido: o saldo disponível do vendedor não muda. A devolução não pode ser desfeita.`,
  },
};

/** The admin's two resolutions of an open infraction, each after a confirmation. */
export function InfractionActions({ id, summary }: { id: string; summary: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <ActionButton id={id} action="release" summary={summary} />
      <ActionButton id={id} action="refund" summary={summary} />
    </div>
  );
}

function ActionButton({ id, action, summary }: { id: string; action: Action; summary: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const text = TEXTS[action];
  const mutation = useMutation({
    mutationFn: () =>
      apiFetch<InfractionJson>(`/api/v1/admin/infractions/${encodeURIComponent(id)}/${action}`, {
        method: "POST",
        body: {},
      }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  function ask() {
    mutation.reset();
    setOpen(true);
  }
  return (
    <>
      <Button type="button" variant={action === "refund" ? "danger" : "secondary"} onClick={ask}>
        {text.button}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={text.title}
        confirmLabel={text.confirm}
        pendingLabel={text.pending}
        cancelLabel="Voltar"
        tone={action === "refund" ? "danger" : "primary"}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        error={mutation.error}
        errorTitle="Não foi possível concluir"
      >
        <p>{text.body(summary)}</p>
      </ConfirmDialog>
    </>
  );
}
