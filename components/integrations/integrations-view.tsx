"use client";

import Link from "next/link";
import { useState } from "react";
import { PageHeader } from "@/components/seller/page-header";
import { RoleLimit } from "@/components/seller/member-role";
import { QueryError } from "@/components/seller/query-error";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { errorMessage } from "@/components/browser/api-request";
import { ApiExamples } from "./api-examples";
import { CredentialsCard } from "./credentials-card";
import type { CredentialsJson, KeyPair } from "./integration-keys";
import { NewPrivateKey } from "./new-private-key";
import { RegenerateKeysDialog } from "./regenerate-keys-dialog";
import { useGetCredentials } from "./use-get-credentials";
import { useRegenerateCredentials } from "./use-regenerate-credentials";

export function IntegrationsView({ initialCredentials }: { initialCredentials: CredentialsJson }) {
  const [confirming, setConfirming] = useState(false);
  // Held only in this page's state: leaving the page forgets the full private key for good.
  const [revealed, setRevealed] = useState<KeyPair | null>(null);
  const credentials = useGetCredentials(initialCredentials);
  const regenerate = useRegenerateCredentials();

  function generate() {
    regenerate.mutate(undefined, {
      onSuccess: (pair) => {
        setRevealed(pair);
        setConfirming(false);
      },
    });
  }

  function closeConfirmation() {
    setConfirming(false);
    regenerate.reset();
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Integrações"
        description="Chaves para o seu sistema criar e consultar cobranças PIX pela API."
        actions={
          <Link href="/docs" className={buttonClass("secondary")}>
            Referência da API
          </Link>
        }
      />
      <RoleLimit permission="integrations" />
      {credentials.error && (
        <QueryError
          error={credentials.error}
          onRetry={() => credentials.refetch()}
          title="Não foi possível atualizar as chaves"
        />
      )}
      {!confirming && regenerate.error && <Alert tone="error">{errorMessage(regenerate.error)}</Alert>}
      <CredentialsCard
        credentials={credentials.data}
        generating={regenerate.isPending}
        onGenerate={generate}
        onRegenerate={() => {
          regenerate.reset();
          setConfirming(true);
        }}
      >
        {revealed && <NewPrivateKey privateKey={revealed.privateKey} onDismiss={() => setRevealed(null)} />}
      </CredentialsCard>
      <ApiExamples
        publicKey={revealed?.publicKey ?? credentials.data.publicKey}
        privateKey={revealed?.privateKey ?? null}
      />
      <RegenerateKeysDialog
        open={confirming}
        regenerate={regenerate}
        onClose={closeConfirmation}
        onConfirm={generate}
      />
    </div>
  );
}
