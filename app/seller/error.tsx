"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export default function SellerError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error && "digest" in error ? String(error.digest) : null;
  return (
    <div className="space-y-4">
      <Alert tone="error" title="Não foi possível carregar esta página">
        <p>Tente novamente em instantes. Se o problema continuar, fale com o suporte{digest ? ` informando o código ${digest}` : ""}.</p>
      </Alert>
      <Button type="button" onClick={retry}>
        Tentar novamente
      </Button>
    </div>
  );
}
