"use client";

import { useState } from "react";
import { useCan, useRefusal } from "@/components/seller/member-role";
import { QueryError } from "@/components/seller/query-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/dates";
import { PIX_KEY_TYPE_LABELS } from "@/lib/withdrawals/pix-key";
import { PayoutKeyDialog } from "./payout-key-dialog";
import { useGetPayoutKey } from "./use-payout-key";
import type { PayoutKeyJson } from "./withdrawal-keys";
import { formatPixKey } from "./withdrawal-labels";

export const PAYOUT_KEY_ANCHOR = "chave-de-saque";

/** When payouts to the key may go out, if that is still ahead. */
export function payoutKeyHeldUntil(key: Pick<PayoutKeyJson, "payableFrom">): string | null {
  return key.payableFrom && Date.parse(key.payableFrom) > Date.now() ? key.payableFrom : null;
}

/** What applies to payouts to the key: its 24 h hold, its first payout's review. */
export function PayoutKeyNotes({ payoutKey }: { payoutKey: PayoutKeyJson }) {
  const heldUntil = payoutKeyHeldUntil(payoutKey);
  return (
    <>
      {heldUntil && (
        <p className="text-sm text-amber-800">
          Saques para esta chave são pagos a partir de {formatDateTime(heldUntil)}.
        </p>
      )}
      {payoutKey.reviewRequired && (
        <p className="text-sm text-slate-600">O primeiro saque para esta chave passa pela análise da nossa equipe.</p>
      )}
    </>
  );
}

export function PayoutKeyCard({ initialKey, totpEnabled }: { initialKey: PayoutKeyJson | null; totpEnabled: boolean }) {
  const payoutKey = useGetPayoutKey(initialKey);
  const canChange = useCan("payoutKey");
  const refusal = useRefusal("payoutKey");
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<PayoutKeyJson | null>(null);
  const key = payoutKey.data;
  const savedHold = saved && payoutKeyHeldUntil(saved);

  return (
    <div id={PAYOUT_KEY_ANCHOR} className="scroll-mt-6">
      <Card title="Chave PIX de saque">
        <div className="space-y-3">
          {payoutKey.error && (
            <QueryError
              error={payoutKey.error}
              onRetry={() => payoutKey.refetch()}
              title="Não foi possível atualizar a chave"
            />
          )}
          {saved && (
            <Alert tone="success" title="Chave salva">
              {savedHold
                ? `Saques para ela são pagos a partir de ${formatDateTime(savedHold)}.`
                : "Os próximos saques vão para ela."}
            </Alert>
          )}
          {key ? (
            <div className="space-y-1">
              <p className="text-xs text-slate-500">{PIX_KEY_TYPE_LABELS[key.pixKeyType]}</p>
              <p className="break-all text-lg font-medium">{formatPixKey(key.pixKey, key.pixKeyType)}</p>
              {key.holderVerified && (
                <p className="text-sm text-emerald-700">Documento da sua empresa: titular verificado.</p>
              )}
              <PayoutKeyNotes payoutKey={key} />
            </div>
          ) : (
            <p className="text-sm text-slate-600">
              {canChange
                ? "Cadastre a chave PIX que recebe os seus saques. Todo saque vai para ela."
                : "Nenhuma chave PIX de saque cadastrada ainda: todo saque vai para a chave que o proprietário cadastrar."}
            </p>
          )}
          {canChange ? (
            <Button type="button" variant={key ? "secondary" : "primary"} onClick={() => setEditing(true)}>
              {key ? "Alterar chave" : "Cadastrar chave"}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">{refusal}</p>
          )}
        </div>
      </Card>
      {canChange && (
        <PayoutKeyDialog
          open={editing}
          current={key}
          totpEnabled={totpEnabled}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            setSaved(next);
            setEditing(false);
          }}
        />
      )}
    </div>
  );
}
