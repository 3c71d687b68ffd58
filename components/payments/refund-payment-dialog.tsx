"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { balanceKeys } from "@/components/balance/balance-keys";
import { FormMoneyField } from "@/components/ui/form-fields";
import { FormDialog } from "@/components/ui/form-dialog";
import { reaisFromCents } from "@/components/ui/money-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { apiSchemaResolver } from "@/components/browser/form-resolver";
import { formatReais } from "@/components/browser/reais";
import { ApiError, apiFetch, applyServerErrors } from "@/components/browser/api-client";
import type { Page } from "@/lib/http/pagination";
import { centsToReais, formatBRL, parseReais } from "@/lib/money";
import type { PaymentJson } from "@/lib/payments/schema";
import { CreateRefundSchema, type RefundJson } from "@/lib/refunds/schema";
import type { ReserveHoldJson } from "@/lib/reserves/schema";
import type { z } from "@/lib/zod";
import { heldReserveCents, keptFeesCents } from "./refund-amounts";
import { useCreateRefund } from "./use-create-refund";

type DialogProps = {
  payment: PaymentJson;
  /**
   * Centavos left to refund when the dialog opened; the amount starts there. Not followed as the
   * refunds refresh: a retry of this opening's refund must not be held to what that refund took.
   */
  refundable: number;
  /** One per opening of the dialog: submitting twice, or again after no answer, asks for the same refund. */
  idempotencyKey: string;
  open: boolean;
  onClose: () => void;
  onDone: (refund: RefundJson) => void;
};

type RefundValues = { amount: string; reason: string };

const FIELDS = ["amount", "reason"] as const;

/** The API's body, with the amount required (absent would mean "all that is left") and held to what is left. */
export function refundFormSchema(refundable: number) {
  return CreateRefundSchema.required({ amount: true }).superRefine((input, ctx) => {
    if (input.amount > refundable)
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: `Restam ${formatBRL(refundable)} a devolver deste pagamento`,
      });
  });
}

type RefundInput = z.output<ReturnType<typeof refundFormSchema>>;

/** Refusals the API words in general terms, said the way this seller can act on them. */
const FAILURES: Partial<Record<string, (fromAvailableCents: number) => string>> = {
  INSUFFICIENT_BALANCE: (fromAvailableCents) =>
    `Seu saldo disponível não cobre a parte desta devolução que a reserva da venda não cobre: são necessários ${formatBRL(fromAvailableCents)}. Aguarde novos recebimentos ou cancele um saque solicitado e tente de novo.`,
  // The refund is recorded before the provider is called, and a job calls it again by the same id.
  PSP_UNAVAILABLE: () =>
    "O provedor PIX não respondeu agora. Tente novamente em instantes: repetir este pedido não devolve duas vezes. Ele já aparece em Devoluções e também é reenviado automaticamente.",
  // This opening's key went, with another amount or reason, to a refund still under way.
  IDEMPOTENCY_KEY_REUSED: () =>
    "Este pedido já foi registrado com outro valor ou motivo e segue em andamento (veja em Devoluções). Para outra devolução, feche e abra de novo.",
};

/** Part or all of what is left of a paid payment back to its payer, after showing what it costs the seller. */
export function RefundPaymentDialog({ payment, refundable, idempotencyKey, open, onClose, onDone }: DialogProps) {
  const refund = useCreateRefund(payment.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RefundValues, unknown, RefundInput>({
    resolver: apiSchemaResolver(refundFormSchema(refundable), ({ amount, reason }: RefundValues) => ({
      amount,
      reason: reason.trim() === "" ? undefined : reason,
    })),
    defaultValues: { amount: reaisFromCents(refundable), reason: "" },
  });
  const typed = parseReais(form.watch("amount"));
  // What the sale still has in the reserve: the refund takes it first, then the available balance.
  const reserve = useQuery({
    queryKey: balanceKeys.reserveOf(payment.id),
    queryFn: () =>
      apiFetch<Page<ReserveHoldJson>>(
        `/api/v1/seller-balances/me/reserve-holds?${new URLSearchParams({ paymentId: payment.id })}`,
      ),
    enabled: open,
  });
  const heldCents = reserve.data ? heldReserveCents(reserve.data.data) : null;
  const fromAvailable = (amount: number) => amount - Math.min(heldCents ?? 0, amount);

  const submit = form.handleSubmit(async ({ amount, reason }) => {
    setFailure(null);
    try {
      onDone(
        await refund.mutateAsync({
          body: { amount: centsToReais(amount), ...(reason !== undefined && { reason }) },
          idempotencyKey,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.body.code === "REFUND_EXCEEDS_PAYMENT") {
        // The API's message says how much is left.
        form.setError("amount", { message: error.body.message }, { shouldFocus: true });
        return;
      }
      const explain = error instanceof ApiError ? FAILURES[error.body.code] : undefined;
      setFailure(explain ? explain(fromAvailable(amount)) : applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Reembolsar pagamento?"
      description={
        <p>
          {payment.customerName} pagou {formatReais(payment.amount)}; restam{" "}
          <strong className="text-slate-900">{formatBRL(refundable)}</strong> a devolver.
        </p>
      }
      failure={failure}
      failureTitle="Reembolso não realizado"
      onSubmit={submit}
      submitLabel="Confirmar reembolso"
      pendingLabel="Reembolsando…"
      pending={form.formState.isSubmitting}
      tone="danger"
      cancelLabel="Voltar"
    >
      <FormMoneyField
        control={form.control}
        name="amount"
        label="Valor a devolver"
        hint={`Até ${formatBRL(refundable)}`}
      />
      <TextAreaField
        label="Motivo (opcional)"
        rows={2}
        maxLength={140}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      <RefundBreakdown
        amountCents={typed !== null && typed > 0 ? typed : null}
        heldCents={heldCents}
        reserveFailed={reserve.isError}
        feesCents={keptFeesCents(payment)}
      />
    </FormDialog>
  );
}

/**
 * What the refund typed moves: all of it to the buyer, first out of what the sale still has in the reserve, the rest
 * out of the available balance; the fees stay kept.
 */
function RefundBreakdown({
  amountCents,
  heldCents,
  reserveFailed,
  feesCents,
}: {
  amountCents: number | null;
  heldCents: number | null;
  reserveFailed: boolean;
  feesCents: number;
}) {
  const fromReserve = amountCents === null || heldCents === null ? null : Math.min(heldCents, amountCents);
  const pending = reserveFailed ? "indisponível" : "calculando…";
  const rows: [string, string][] = [
    ["O comprador recebe", amountCents === null ? "—" : formatBRL(amountCents)],
    [
      "Sai da reserva desta venda",
      amountCents === null ? "—" : fromReserve === null ? pending : formatBRL(fromReserve),
    ],
    [
      "Sai do seu saldo disponível",
      amountCents === null ? "—" : fromReserve === null ? pending : formatBRL(amountCents - fromReserve),
    ],
    ["Tarifas deste pagamento (não devolvidas)", formatBRL(feesCents)],
  ];
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 px-4 py-3 text-sm">
      <dl aria-live="polite" className="space-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-slate-600">
        As tarifas deste pagamento não são devolvidas. O valor devolvido sai primeiro do que esta venda ainda tem na
        reserva e o restante do seu saldo disponível. O reembolso não pode ser desfeito.
      </p>
    </div>
  );
}
