"use client";

import { Button } from "@/components/ui/button";

export function PrintCardButton() {
  return (
    <Button type="button" onClick={() => window.print()}>
      Imprimir cartão
    </Button>
  );
}
