"use client";

import { useEffect, useState } from "react";
import { Button } from "./button";

const CONFIRMATION_MS = 2_500;

type CopyState = "idle" | "copied" | "failed";

const FEEDBACK: Record<Exclude<CopyState, "idle">, string> = { copied: "Copiado!", failed: "Não copiado" };

/**
 * Copies `text`; the button itself says "Copiado!" for a moment (its width kept, so nothing
 * beside it moves) and a status region tells screen readers. `label` names what is copied.
 */
export function CopyButton({ text, label, children = "Copiar" }: { text: string; label: string; children?: string }) {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      // No clipboard API on plain HTTP (other than localhost), or permission refused: the legacy command.
      setState(copyWithSelection(text) ? "copied" : "failed");
    }
  }

  const shown = state === "idle" ? children : FEEDBACK[state];
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        onClick={copy}
        aria-label={`${children} ${label}`}
        size="sm"
        className="shrink-0 whitespace-nowrap"
      >
        <span className="grid" aria-hidden>
          {[children, ...Object.values(FEEDBACK)].map((option) => (
            <span key={option} className={`col-start-1 row-start-1 ${option === shown ? "" : "invisible"}`}>
              {option}
            </span>
          ))}
        </span>
      </Button>
      <span role="status" className="sr-only">
        {state === "idle"
          ? ""
          : state === "copied"
            ? `${label}: copiado`
            : `Não foi possível copiar ${label}; selecione e copie manualmente.`}
      </span>
    </>
  );
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } finally {
    area.remove();
  }
}
