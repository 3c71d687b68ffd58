"use client";

import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { SecondFactorField } from "@/components/account/second-factor-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { CurrentPasswordField } from "@/components/ui/current-password-field";
import { apiSchemaResolver } from "@/components/browser/form-resolver";
import { applyServerErrors } from "@/components/browser/api-client";
import { normalizePixKey, PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from "@/lib/withdrawals/pix-key";
import { type PutPayoutKeyInput, PutPayoutKeySchema } from "@/lib/withdrawals/schema";
import { PixKeyStatus } from "./pix-key-status";
import { usePutPayoutKey } from "./use-payout-key";
import type { PayoutKeyJson } from "./withdrawal-keys";

type FormValues = { pixKeyType: PixKeyType | ""; pixKey: string; currentPassword: string; totp: string };

const FIELDS = ["pixKeyType", "pixKey", "currentPassword", "totp"] as const;
const TYPE_OPTIONS = PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }));

/**
 * The API's schema, plus the key checked against its type as it is typed, and the code of a person who signs in with
 * two-factor.
 */
const formSchemaFor = (totpEnabled: boolean) =>
  PutPayoutKeySchema.superRefine((input, ctx) => {
    if (!normalizePixKey(input.pixKey, input.pixKeyType)) {
      ctx.addIssue({
        code: "custom",
        path: ["pixKey"],
        message: `Não é uma chave do tipo ${PIX_KEY_TYPE_LABELS[input.pixKeyType]} válida`,
      });
    }
    if (totpEnabled && !input.totp)
      ctx.addIssue({ code: "custom", path: ["totp"], message: "Informe o código do aplicativo autenticador" });
  });

const toInput = ({ totp, ...values }: FormValues) => ({ ...values, ...(totp.trim() && { totp }) });

type PayoutKeyDialogProps = {
  open: boolean;
  current: PayoutKeyJson | null;
  /** The person signs in with two-factor: the change takes a code too. */
  totpEnabled: boolean;
  onClose: () => void;
  onSaved: (key: PayoutKeyJson) => void;
};

/**
 * Registers or changes the payout key; the password (and the two-factor code, when on) confirms it, and a change says
 * payouts to the new key wait 24 h.
 */
export function PayoutKeyDialog({ open, current, totpEnabled, onClose, onSaved }: PayoutKeyDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const keyInputId = useId();
  const keyStatusId = useId();
  const put = usePutPayoutKey();
  const form = useForm<FormValues, unknown, PutPayoutKeyInput>({
    resolver: apiSchemaResolver(formSchemaFor(totpEnabled), toInput),
    defaultValues: { pixKeyType: "", pixKey: "", currentPassword: "", totp: "" },
  });
  const [pixKey, pixKeyType] = form.watch(["pixKey", "pixKeyType"]);
  const { errors } = form.formState;

  function close() {
    form.reset();
    setFailure(null);
    put.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await put.mutateAsync(values);
      form.reset();
      onSaved(saved);
    } catch (error) {
      form.resetField("currentPassword", { keepError: true });
      // A code is good once, and a refused one never: the next try takes the app's next code.
      form.resetField("totp", { keepError: true });
      setFailure(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={current ? "Alterar chave de saque" : "Cadastrar chave de saque"}
      description={
        <>
          {current && (
            <Alert tone="warning" title="Pagamentos retidos por 24 horas">
              Por segurança, saques para a nova chave só são pagos 24 horas depois da alteração. Você pode solicitá-los
              nesse período; eles aguardam o prazo.
            </Alert>
          )}
          <p>
            CPF: o do representante legal da sua empresa. CNPJ: o da empresa. E-mail, celular ou chave aleatória: o
            primeiro saque para a chave passa pela análise da nossa equipe.
          </p>
        </>
      }
      failure={failure}
      failureTitle="Chave não salva"
      onSubmit={onSubmit}
      submitLabel={current ? "Alterar chave" : "Cadastrar chave"}
      pendingLabel="Salvando…"
      pending={form.formState.isSubmitting}
    >
      <SelectField
        label="Tipo da chave"
        options={TYPE_OPTIONS}
        placeholder="Selecione"
        error={errors.pixKeyType?.message}
        {...form.register("pixKeyType")}
      />
      <div>
        <TextField
          id={keyInputId}
          label="Chave PIX"
          autoComplete="off"
          spellCheck={false}
          error={errors.pixKey?.message}
          {...form.register("pixKey")}
          aria-describedby={errors.pixKey ? `${keyInputId}-message` : keyStatusId}
        />
        {/* The field's own error says it once; the live hint would repeat it in other words. */}
        {!errors.pixKey && <PixKeyStatus id={keyStatusId} pixKey={pixKey} pixKeyType={pixKeyType || undefined} />}
      </div>
      <CurrentPasswordField error={errors.currentPassword?.message} {...form.register("currentPassword")} />
      {totpEnabled && <SecondFactorField error={errors.totp?.message} {...form.register("totp")} />}
    </FormDialog>
  );
}
