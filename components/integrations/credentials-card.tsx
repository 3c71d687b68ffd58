"use client";

import type { ReactNode } from "react";
import { useCan } from "@/components/seller/member-role";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { DetailList } from "@/components/ui/detail-list";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDateTime } from "@/lib/dates";
import type { CredentialsJson } from "./integration-keys";

type Props = {
  credentials: CredentialsJson;
  generating: boolean;
  onGenerate: () => void;
  onRegenerate: () => void;
  children?: ReactNode;
};

/** The key pair as the API shows it later: the public key whole, the private one masked. */
export function CredentialsCard({ credentials, generating, onGenerate, onRegenerate, children }: Props) {
  const canGenerate = useCan("integrations");
  if (!credentials.publicKey) {
    return (
      <Card title="Chaves de API">
        <EmptyState
          title={canGenerate ? "Gere suas chaves" : "Nenhuma chave gerada ainda"}
          action={
            canGenerate && (
              <Button onClick={onGenerate} loading={generating} loadingText="Gerando…">
                Gerar chaves
              </Button>
            )
          }
        >
          Com uma chave pública e uma privada, o seu sistema obtém um token e cria cobranças PIX pela API.
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card title="Chaves de API">
      <div className="space-y-5">
        <DetailList
          details={[
            ["Chave pública", <KeyValue key="public" value={credentials.publicKey} copyLabel="chave pública" />],
            [
              "Chave privada",
              <code key="private" className="text-xs">
                {credentials.privateKey}
              </code>,
            ],
            ["Geradas em", credentials.createdAt ? formatDateTime(credentials.createdAt) : "—"],
          ]}
        />
        {children}
        {canGenerate && (
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
            <Button type="button" variant="secondary" onClick={onRegenerate}>
              Gerar novas chaves
            </Button>
            <p className="text-xs text-slate-500">
              Perdeu a chave privada ou ela vazou? Gere um novo par; o atual deixa de funcionar.
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}

function KeyValue({ value, copyLabel }: { value: string; copyLabel: string }) {
  return (
    <span className="flex items-center gap-2">
      <code className="break-all text-xs">{value}</code>
      <CopyButton text={value} label={copyLabel} />
    </span>
  );
}
