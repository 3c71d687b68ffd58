"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/dates";
import type { TotpEnrolment } from "@/lib/auth/schema";
import { RecoveryCodes } from "./recovery-codes";
import { TotpEnrolmentSteps } from "./totp-enrolment";
import { TwoFactorChangeDialog } from "./two-factor-change-dialog";
import { useDisableTotp, useRegenerateRecoveryCodes, useStartTotp } from "./use-two-factor";

export type TwoFactorStatus = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };

/** Below this many unused recovery codes the page suggests new ones. */
const FEW_RECOVERY_CODES = 3;

/**
 * The person's two-factor sign-in: off (turn on: QR code, first code, recovery codes) or on (new recovery codes, turn
 * off). `mustEnrol`: an admin who may do nothing else until it is on, sent to `homeHref` once it is.
 */
export function TwoFactorSettings({
  status,
  email,
  homeHref,
  mustEnrol,
}: {
  status: TwoFactorStatus;
  email: string;
  homeHref: string;
  mustEnrol: boolean;
}) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<"start" | "disable" | "regenerate" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const start = useStartTotp();
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();

  function closeCodes() {
    setShownCodes(null);
    if (mustEnrol) router.replace(homeHref);
    else router.refresh();
  }

  if (shownCodes) return <RecoveryCodes codes={shownCodes} email={email} onDone={closeCodes} />;
  if (enrolment) {
    return (
      <TotpEnrolmentSteps
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
        onConfirmed={(codes) => {
          setEnrolment(null);
          setNotice(
            "Verificação em duas etapas ativada. A partir de agora pedimos o código ao entrar. " +
              "As outras sessões da sua conta foram encerradas; esta continua.",
          );
          setShownCodes(codes);
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      {notice && <Alert tone="success">{notice}</Alert>}
      {status.enabled ? (
        <Card title="Verificação em duas etapas">
          <div className="space-y-3 text-sm text-slate-700">
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone="success">Ativada</Badge>
              {status.enabledAt && <span>desde {formatDateTime(status.enabledAt)}</span>}
            </p>
            <p>
              Ao entrar, pedimos a senha e o código do aplicativo autenticador. O código também é pedido antes de
              mudanças sensíveis, como a chave PIX de saque.
            </p>
            <p className={status.recoveryCodesLeft <= FEW_RECOVERY_CODES ? "font-medium text-amber-800" : ""}>
              Códigos de recuperação não usados: {status.recoveryCodesLeft} de 10.
              {status.recoveryCodesLeft <= FEW_RECOVERY_CODES && " Gere novos códigos antes que acabem."}
            </p>
            <div className="flex flex-wrap gap-3 pt-1">
              <Button type="button" variant="secondary" onClick={() => setDialog("regenerate")}>
                Gerar novos códigos de recuperação
              </Button>
              <Button type="button" variant="danger" onClick={() => setDialog("disable")}>
                Desativar
              </Button>
            </div>
          </div>
        </Card>
      ) : (
        <Card title="Verificação em duas etapas">
          <div className="space-y-3 text-sm text-slate-700">
            <p>
              <Badge>Desativada</Badge>
            </p>
            <p>
              Proteja sua conta com um segundo passo ao entrar: além da senha, um código de 6 dígitos que o aplicativo
              autenticador do seu celular gera a cada 30 segundos. Quem descobrir sua senha não entra sem ele.
            </p>
            <Button
              type="button"
              onClick={() => {
                setNotice(null);
                setDialog("start");
              }}
            >
              Ativar
            </Button>
          </div>
        </Card>
      )}
      <TwoFactorChangeDialog
        open={dialog === "start"}
        onClose={() => setDialog(null)}
        title="Ativar a verificação em duas etapas"
        description={<p>Confirme que é você: em seguida, mostramos o QR Code para o aplicativo autenticador.</p>}
        submitLabel="Continuar"
        pendingLabel="Gerando a chave…"
        proof="password"
        send={async ({ currentPassword }) => {
          const started = await start.mutateAsync(currentPassword!);
          setDialog(null);
          setEnrolment(started);
        }}
      />
      <TwoFactorChangeDialog
        open={dialog === "regenerate"}
        onClose={() => setDialog(null)}
        title="Gerar novos códigos de recuperação?"
        description={<p>Os códigos atuais param de funcionar. Os novos aparecem uma única vez, logo em seguida.</p>}
        submitLabel="Gerar novos códigos"
        pendingLabel="Gerando…"
        send={async ({ code }) => {
          const { recoveryCodes } = await regenerate.mutateAsync(code!);
          setDialog(null);
          setNotice(null);
          setShownCodes(recoveryCodes);
        }}
      />
      <TwoFactorChangeDialog
        open={dialog === "disable"}
        onClose={() => setDialog(null)}
        title="Desativar a verificação em duas etapas?"
        description={
          <Alert tone="warning" title="Sua conta fica protegida só pela senha">
            O segredo do aplicativo e os códigos de recuperação são apagados. Para ativar de novo, escaneie um novo QR
            Code.
          </Alert>
        }
        submitLabel="Desativar"
        pendingLabel="Desativando…"
        tone="danger"
        proof="both"
        send={async ({ code, currentPassword }) => {
          await disable.mutateAsync({ code: code!, currentPassword: currentPassword! });
          setDialog(null);
          setNotice("Verificação em duas etapas desativada.");
          router.refresh();
        }}
      />
    </div>
  );
}
