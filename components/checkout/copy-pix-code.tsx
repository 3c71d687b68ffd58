"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

type CopyState = "idle" | "copied" | "selected";

const CONFIRMATION_MS = 2_500;

/** The PIX copia-e-cola code with a copy button; where the clipboard is refused, the text is left selected. */
export function CopyPixCode({ code }: { code: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>("idle");
  const statusId = useId();

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setState("copied");
    } catch {
      // No clipboard API on plain HTTP, or permission refused: select the text, try the legacy command.
      inputRef.current?.select();
      setState(document.execCommand("copy") ? "copied" : "selected");
    }
  }

  return (
    <div>
      <TextField
        ref={inputRef}
        label="Código PIX copia e cola"
        value={code}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        aria-describedby={statusId}
        className="[&_input]:font-mono [&_input]:text-xs"
      />
      <Button type="button" onClick={copy} className="mt-2 w-full">
        Copiar código
      </Button>
      <p id={statusId} role="status" className="mt-1 min-h-5 text-center text-sm font-medium text-brand-700">
        {state === "copied" && "Copiado!"}
        {state === "selected" && "Código selecionado: copie pelo menu do seu aparelho."}
      </p>
    </div>
  );
}
