"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PixQrCode } from "@/components/checkout/pix-qr-code";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { type TotpCodeInput, TotpCodeSchema, type TotpEnrolment } from "@/lib/auth/schema";
import { useConfirmTotp } from "./use-two-factor";

/** "JBSW Y3DP …": a secret typed by hand is read in groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

function StepHeading({ number, children }: { number: number; children: string }) {
  return (
    <h3 className="font-semibold text-slate-900">
      <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
        {number}
      </span>
      {children}
    </h3>
  );
}

/** The three steps of turning it on: an app, the QR code (or the secret typed), the app's first code. */
export function TotpEnrolmentSteps({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTotp();
  const form = useForm<TotpCodeInput>({ resolver: zodResolver(TotpCodeSchema), defaultValues: { code: "" } });
  const { failure, submit, pending } = useFormSubmit(form, {
    fields: ["code"],
    send: async ({ code }) => onConfirmed((await confirm.mutateAsync(code)).recoveryCodes),
  });

  return (
    <Card title="Ativar a verificação em duas etapas">
      <ol className="space-y-6 text-sm text-slate-700">
        <li className="space-y-1">
          <StepHeading number={1}>Instale um aplicativo autenticador</StepHeading>
          <p>Google Authenticator, Microsoft Authenticator, 1Password ou outro que gere códigos de 6 dígitos (TOTP).</p>
        </li>
        <li className="space-y-3">
          <StepHeading number={2}>Escaneie o QR Code com o aplicativo</StepHeading>
          <div className="w-fit rounded-lg bg-white p-2 ring-1 ring-slate-200">
            <PixQrCode
              code={enrolment.otpauthUrl}
              label="QR Code para o aplicativo autenticador"
              failureText="Não foi possível desenhar o QR Code. Digite a chave abaixo no aplicativo."
            />
          </div>
          <div className="flex max-w-md items-end gap-2">
            <TextField
              label="Ou digite esta chave no aplicativo"
              readOnly
              value={grouped(enrolment.secret)}
              className="min-w-0 flex-1"
              spellCheck={false}
            />
            <CopyButton text={enrolment.secret} label="chave" />
          </div>
        </li>
        <li className="space-y-3">
          <StepHeading number={3}>Digite o código que o aplicativo mostra</StepHeading>
          <form onSubmit={submit} noValidate className="max-w-md space-y-3">
            {failure && (
              <Alert tone="error" title="Não ativada">
                {failure}
              </Alert>
            )}
            <TextField
              label="Código do aplicativo"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={form.formState.errors.code?.message}
              {...form.register("code")}
            />
            <p className="text-slate-600">
              Ao ativar, encerramos as outras sessões da sua conta (outros navegadores e tokens da API); esta continua.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={pending} loadingText="Ativando…">
                Ativar
              </Button>
              <Button type="button" variant="secondary" onClick={onCancel}>
                Cancelar
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </Card>
  );
}
