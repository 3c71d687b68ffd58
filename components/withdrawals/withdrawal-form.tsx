"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useCan } from "@/components/seller/member-role";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { MoneyField, reaisFromCents } from "@/components/ui/money-field";
import { apiSchemaResolver } from "@/components/browser/form-resolver";
import { formatReais, reaisToCents } from "@/components/browser/reais";
import { mostWithdrawable, withdrawalBreakdown, withdrawalProblems } from "@/components/browser/withdrawal-breakdown";
import { formatDateTime } from "@/lib/dates";
import { ApiError, applyServerErrors } from "@/components/browser/api-client";
import { centsToReais, formatBRL, parseReais } from "@/lib/money";
import { PIX_KEY_TYPE_LABELS } from "@/lib/withdrawals/pix-key";
import { CreateWithdrawalSchema, type CreateWithdrawalInput } from "@/lib/withdrawals/schema";
import { ConfirmWithdrawalDialog } from "./confirm-withdrawal-dialog";
import { PAYOUT_KEY_ANCHOR, PayoutKeyNotes } from "./payout-key-card";
import { useCreateWithdrawal } from "./use-create-withdrawal";
import type { PayoutKeyJson, WithdrawalConfigJson, WithdrawalJson } from "./withdrawal-keys";
import { formatPixKey } from "./withdrawal-labels";
import { WithdrawalPreview } from "./withdrawal-preview";

type FormValues = { amount: string };

const FIELDS = ["amount"] as const;
/** Refusals about the amount: shown on the amount field. */
const AMOUNT_CODES = new Set(["INSUFFICIENT_BALANCE", "LIMIT_EXCEEDED", "FEES_EXCEED_AMOUNT"]);

type WithdrawalFormProps = { config: WithdrawalConfigJson; availableBalance: number; payoutKey: PayoutKeyJson | null };

export function WithdrawalForm({ config, availableBalance, payoutKey }: WithdrawalFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [requested, setRequested] = useState<WithdrawalJson | null>(null);
  /** The amount in the confirmation dialog, in centavos; null while it is closed. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const canChangeKey = useCan("payoutKey");
  const create = useCreateWithdrawal();
  const form = useForm<FormValues, unknown, CreateWithdrawalInput>({
    // The amount's form; the rules and the balance are checked as it is typed, below.
    resolver: apiSchemaResolver(CreateWithdrawalSchema, (values: FormValues) => values),
    defaultValues: { amount: "" },
  });
  const amount = form.watch("amount");
  const amountCents = amount ? parseReais(amount) : null;
  // What the server would refuse, said under the field while typing (the server still judges).
  const problems = amountCents === null ? [] : withdrawalProblems({ config, availableBalance, amount: amountCents });
  const most = mostWithdrawable({ config, availableBalance });
  const available = formatReais(availableBalance);
  // Recomputed on every render, so the breakdown follows the balance, rules and key as they refresh.
  const breakdown =
    confirming !== null && payoutKey
      ? withdrawalBreakdown({ config, availableBalance, amount: confirming, payoutKey, now: new Date() })
      : null;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    setRequested(null);
    create.reset();
    if (withdrawalProblems({ config, availableBalance, amount: values.amount }).length > 0) {
      form.setFocus("amount");
      return;
    }
    setConfirming(values.amount);
  });

  function fillAll() {
    setRequested(null);
    form.setValue("amount", reaisFromCents(most), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }

  function closeConfirmation() {
    create.reset();
    setConfirming(null);
  }

  async function confirm() {
    if (confirming === null) return;
    try {
      const withdrawal = await create.mutateAsync({ amount: centsToReais(confirming) });
      setConfirming(null);
      form.resetField("amount");
      setRequested(withdrawal);
    } catch (error) {
      // The server is the judge: its refusal shows in the dialog and, once it is closed, on the form.
      if (error instanceof ApiError && AMOUNT_CODES.has(error.body.code)) {
        form.setError("amount", { message: error.body.message });
        setFailure(error.body.message);
        return;
      }
      setFailure(applyServerErrors(error, form.setError, FIELDS));
    }
  }

  return (
    <>
      {/* Typing starts the next request: the last one's confirmation would only confuse it. */}
      <form onSubmit={onSubmit} onChange={() => setRequested(null)} noValidate className="space-y-4">
        {requested && (
          <Alert tone="success" title="Saque solicitado">
            {formatReais(requested.amount)} para a chave {formatPixKey(requested.pixKey, requested.pixKeyType)}.{" "}
            {requested.payableFrom ? `Será pago a partir de ${formatDateTime(requested.payableFrom)}. ` : ""}Acompanhe o
            andamento no histórico.
          </Alert>
        )}
        {failure && (
          <Alert tone="error" title="Saque não solicitado">
            {failure}
          </Alert>
        )}
        {payoutKey ? (
          <div className="rounded-lg border border-slate-200 px-4 py-3">
            <p className="text-xs text-slate-500">Chave de destino ({PIX_KEY_TYPE_LABELS[payoutKey.pixKeyType]})</p>
            <p className="break-all font-medium">{formatPixKey(payoutKey.pixKey, payoutKey.pixKeyType)}</p>
            <PayoutKeyNotes payoutKey={payoutKey} />
            {canChangeKey && (
              <a href={`#${PAYOUT_KEY_ANCHOR}`} className="text-sm font-medium text-brand-700 hover:underline">
                Alterar chave de saque
              </a>
            )}
          </div>
        ) : canChangeKey ? (
          <Alert tone="warning" title="Cadastre sua chave de saque">
            Os saques vão para a chave PIX cadastrada na sua conta.{" "}
            <a href={`#${PAYOUT_KEY_ANCHOR}`} className="font-semibold underline">
              Cadastrar chave de saque
            </a>
          </Alert>
        ) : (
          <Alert tone="warning" title="Nenhuma chave de saque cadastrada">
            Os saques vão para a chave PIX da conta, que só um proprietário cadastra.
          </Alert>
        )}
        <div className="grid grid-cols-[1fr_auto] items-start gap-2">
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <MoneyField
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label="Valor do saque"
                // A refusal of the last attempt first (the schema's, the server's), else what typing broke.
                error={fieldState.error?.message ?? (problems.length > 0 ? problems.join(" ") : undefined)}
                hint={
                  most > 0 && most < reaisToCents(availableBalance)
                    ? `Disponível: ${available}. Sacar tudo preenche ${formatBRL(most)}, o máximo deste saque agora.`
                    : `Disponível: ${available}`
                }
              />
            )}
          />
          <Button type="button" variant="secondary" onClick={fillAll} disabled={most === 0} className="mt-6">
            Sacar tudo
          </Button>
        </div>
        <WithdrawalPreview config={config} amountCents={amountCents} />
        <Button type="submit" disabled={!payoutKey} className="w-full sm:w-auto">
          Solicitar saque
        </Button>
      </form>
      {payoutKey && (
        <ConfirmWithdrawalDialog
          breakdown={breakdown}
          payoutKey={payoutKey}
          onClose={closeConfirmation}
          onConfirm={() => void confirm()}
          pending={create.isPending}
          error={create.error}
        />
      )}
    </>
  );
}
