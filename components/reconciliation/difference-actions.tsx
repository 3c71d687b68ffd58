"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { apiFetch } from "@/components/browser/api-client";
import {
  ExplainBodySchema,
  ResolveBodySchema,
  type DifferenceAction,
  type ReconciliationDifferenceJson,
} from "@/lib/reconciliation/schema";
import { z } from "@/lib/zod";

const NoteSchema = z.object({ reason: ExplainBodySchema.shape.note });
const ReasonSchema = z.object({ reason: ResolveBodySchema.shape.note });

const MONEY_ACTIONS = {
  credit: {
    label: "Creditar",
    title: "Creditar o que o PSP informa?",
    confirm: "Confirmar crédito",
    pending: "Creditando…",
    text: (summary: string) =>
      `O PIX ${summary} é lido de novo no PSP e aplicado como a notificação perdida o teria feito: o pagamento é creditado ao vendedor (e as devoluções informadas pelo PSP são registradas). Se nada puder ser lançado, a diferença continua aberta e o motivo aparece aqui.`,
  },
  refund: {
    label: "Devolver ao pagador",
    title: "Devolver este PIX ao pagador?",
    confirm: "Confirmar devolução",
    pending: "Devolvendo…",
    text: (summary: string) =>
      `O PIX ${summary} não credita nenhum vendedor (sem cobrança nossa, de valor diferente, ou numa cobrança cancelada ou já paga): ele é lido de novo no PSP, fica retido e volta para quem pagou (o que o PSP ainda não devolveu pelo MED), por uma devolução. Nenhum vendedor é afetado. A devolução não pode ser desfeita.`,
  },
} as const;

/**
 * The fixes a difference allows, each with the reason the admin gives (kept on the difference and in the audit): money
 * actions say what they move before they are confirmed.
 */
export function DifferenceActions({
  difference,
  summary,
}: {
  difference: ReconciliationDifferenceJson;
  summary: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState<DifferenceAction | null>(null);
  const act = useMutation({
    mutationFn: ({ action, note }: { action: DifferenceAction; note: string }) =>
      apiFetch<ReconciliationDifferenceJson>(
        `/api/v1/admin/reconciliation/differences/${encodeURIComponent(difference.id)}/${action}`,
        { method: "POST", body: { note } },
      ),
    onSuccess: () => {
      setOpen(null);
      router.refresh();
    },
  });
  const moneyAction = open === "credit" || open === "refund" ? MONEY_ACTIONS[open] : null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {difference.actions.map((action) => (
        <Button key={action} type="button" variant="secondary" onClick={() => setOpen(action)}>
          {action === "explain" ? "Marcar como explicada" : MONEY_ACTIONS[action].label}
        </Button>
      ))}
      <ReasonDialog
        open={moneyAction !== null}
        onClose={() => setOpen(null)}
        title={moneyAction?.title ?? ""}
        description={<p>{moneyAction?.text(summary)}</p>}
        schema={ReasonSchema}
        label="Motivo"
        hint="Por que esta ação resolve a diferença (obrigatório; fica na auditoria)."
        maxLength={500}
        submitLabel={moneyAction?.confirm ?? ""}
        pendingLabel={moneyAction?.pending ?? ""}
        cancelLabel="Voltar"
        onSubmit={async ({ reason }) => {
          await act.mutateAsync({ action: open!, note: reason });
        }}
      />
      <ReasonDialog
        open={open === "explain"}
        onClose={() => setOpen(null)}
        title="Marcar a diferença como explicada?"
        description={
          <p>O PIX {summary} sai da lista de diferenças abertas sem mover dinheiro. A nota fica na auditoria.</p>
        }
        schema={NoteSchema}
        label="Nota"
        hint="O que explica a diferença (obrigatório)."
        maxLength={500}
        submitLabel="Marcar como explicada"
        pendingLabel="Salvando…"
        cancelLabel="Voltar"
        onSubmit={async ({ reason }) => {
          await act.mutateAsync({ action: "explain", note: reason });
        }}
      />
    </div>
  );
}
