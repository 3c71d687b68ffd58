"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/components/browser/api-client";
import type { UnmatchedPixJson } from "@/lib/unmatched-pix/schema";

/** "Devolver ao pagador": what is held of the PIX goes back as a devolução at the PSP, after a confirmation. */
export function ReturnPixButton({ id, summary }: { id: string; summary: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const returnPix = useMutation({
    mutationFn: () =>
      apiFetch<UnmatchedPixJson>(`/api/v1/admin/unmatched-pix/${encodeURIComponent(id)}/return`, { method: "POST" }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  function ask() {
    returnPix.reset();
    setOpen(true);
  }
  return (
    <>
      <Button type="button" variant="secondary" onClick={ask}>
        Devolver ao pagador
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Devolver este PIX ao pagador?"
        confirmLabel="Confirmar devolução"
        pendingLabel="Devolvendo…"
        cancelLabel="Voltar"
        pending={returnPix.isPending}
        onConfirm={() => returnPix.mutate()}
        error={returnPix.error}
        errorTitle="Devolução não solicitada"
      >
        <p>
          {summary} volta para quem pagou, por uma devolução no provedor PIX. Nenhum vendedor é afetado. A devolução não
          pode ser desfeita.
        </p>
      </ConfirmDialog>
    </>
  );
}
