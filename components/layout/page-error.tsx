"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * An area's error.tsx: the server's message never reaches the browser in production, so the
 * digest stands in for it, for support to find the server's log line.
 */
export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error && "digest" in error ? String(error.digest) : null;
  return (
    <div className="space-y-4">
      <Alert tone="error" title="Não foi possível carregar esta página">
        <p>
          Tente novamente em instantes. Se o problema continuar, fale com o suporte
          {digest ? ` informando o código ${digest}` : ""}.
        </p>
      </Alert>
      <Button type="button" onClick={retry}>
        Tentar novamente
      </Button>
    </div>
  );
}
