"use client";

import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormMoneyField } from "@/components/ui/form-fields";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { apiSchemaResolver } from "@/lib/client/form-resolver";
import { formatReais, reaisToCents } from "@/lib/client/reais";
import { ApiError, applyServerErrors } from "@/lib/http/api-client";
import { centsToReais, parseReais } from "@/lib/money";
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from "@/lib/withdrawals/pix-key";
import type { CreateWithdrawalInput } from "@/lib/withdrawals/schema";
import { PixKeyStatus } from "./pix-key-status";
import { useCreateWithdrawal } from "./use-create-withdrawal";
import { withdrawalFormSchema } from "./withdrawal-form-schema";
import type { WithdrawalConfigJson, WithdrawalJson } from "./withdrawal-keys";
import { formatPixKey } from "./withdrawal-labels";
import { WithdrawalPreview } from "./withdrawal-preview";

type FormValues = { amount: string; pixKey: string; pixKeyType: PixKeyType | "" };

const FIELDS = ["amount", "pixKey", "pixKeyType"] as const;
const TYPE_OPTIONS = PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }));
/** Refusals about the amount (API.md 8): shown on the amount field. */
const AMOUNT_CODES = new Set(["INSUFFICIENT_BALANCE", "LIMIT_EXCEEDED", "FEES_EXCEED_AMOUNT"]);

export function WithdrawalForm({ config, availableBalance }: { config: WithdrawalConfigJson; availableBalance: number }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [requested, setRequested] = useState<WithdrawalJson | null>(null);
  const keyInputId = useId();
  const keyStatusId = useId();
  const create = useCreateWithdrawal();
  const form = useForm<FormValues, unknown, CreateWithdrawalInput>({
    // Rebuilt on every render, so the limits follow the balance as it refreshes.
    resolver: apiSchemaResolver(withdrawalFormSchema(config, reaisToCents(availableBalance)), (values: FormValues) => ({
      ...values,
      pixKeyType: values.pixKeyType || undefined,
    })),
    defaultValues: { amount: "", pixKey: "", pixKeyType: "" },
  });
  const [amount, pixKey, pixKeyType] = form.watch(["amount", "pixKey", "pixKeyType"]);
  const keyError = form.formState.errors.pixKey?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setRequested(null);
    try {
      const withdrawal = await create.mutateAsync({
        amount: centsToReais(values.amount),
        pixKey: values.pixKey,
        ...(values.pixKeyType && { pixKeyType: values.pixKeyType }),
      });
      form.resetField("amount");
      setRequested(withdrawal);
    } catch (error) {
      if (error instanceof ApiError && AMOUNT_CODES.has(error.body.code)) {
        form.setError("amount", { message: error.body.message }, { shouldFocus: true });
        setFailure(error.body.message);
        return;
      }
      setFailure(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    // Typing starts the next request: the last one's confirmation would only confuse it.
    <form onSubmit={onSubmit} onChange={() => setRequested(null)} noValidate className="space-y-4">
      {requested && (
        <Alert tone="success" title="Saque solicitado">
          {formatReais(requested.amount)} para a chave {formatPixKey(requested.pixKey, requested.pixKeyType)}. Acompanhe o andamento no histórico.
        </Alert>
      )}
      {failure && (
        <Alert tone="error" title="Saque não solicitado">
          {failure}
        </Alert>
      )}
      <FormMoneyField control={form.control} name="amount" label="Valor do saque" hint={`Disponível: ${formatReais(availableBalance)}`} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_12rem]">
        <div>
          <TextField
            id={keyInputId}
            label="Chave PIX"
            autoComplete="off"
            spellCheck={false}
            error={keyError}
            {...form.register("pixKey")}
            aria-describedby={keyError ? `${keyInputId}-message ${keyStatusId}` : keyStatusId}
          />
          <PixKeyStatus id={keyStatusId} pixKey={pixKey} pixKeyType={pixKeyType || undefined} />
        </div>
        <SelectField label="Tipo da chave" options={TYPE_OPTIONS} placeholder="Identificar" {...form.register("pixKeyType")} />
      </div>
      <WithdrawalPreview config={config} amountCents={amount ? parseReais(amount) : null} />
      <Button type="submit" loading={form.formState.isSubmitting} loadingText="Solicitando…" className="w-full sm:w-auto">
        Solicitar saque
      </Button>
    </form>
  );
}
