"use client";

import { useMemo, useState } from "react";
import { useObjectUrl } from "@/components/browser/use-object-url";
import { Button, buttonClass } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { CheckboxField } from "@/components/ui/form-fields";

const FILE_NAME = "pix-pagamentos-codigos-de-recuperacao.txt";

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): copy, download, and a "kept them"
 * tick before the page moves on.
 */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const [kept, setKept] = useState(false);
  const text = useMemo(
    () =>
      [`PIX Pagamentos: códigos de recuperação de ${email}`, "Cada código vale uma vez.", "", ...codes, ""].join("\n"),
    [codes, email],
  );
  const file = useMemo(() => new Blob([text], { type: "text/plain;charset=utf-8" }), [text]);
  const url = useObjectUrl(file);

  return (
    <section
      aria-labelledby="recovery-codes"
      className="space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <div>
        <h2 id="recovery-codes" className="text-base font-semibold">
          Seus códigos de recuperação
        </h2>
        <p className="mt-1">
          Se perder o celular, entre com um destes códigos no lugar do código do aplicativo. Cada um vale uma vez.
          Guarde-os agora, fora do celular: eles não serão mostrados de novo.
        </p>
      </div>
      <ol aria-label="Códigos de recuperação" className="grid grid-cols-1 gap-2 font-mono sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-3 py-2 text-center tracking-wider ring-1 ring-amber-200">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} label="códigos de recuperação">
          Copiar códigos
        </CopyButton>
        {url && (
          <a href={url} download={FILE_NAME} className={buttonClass("secondary", { size: "sm" })}>
            Baixar (.txt)
          </a>
        )}
      </div>
      <CheckboxField
        label="Guardei os códigos em um lugar seguro"
        checked={kept}
        onChange={(event) => setKept(event.target.checked)}
      />
      <Button type="button" disabled={!kept} onClick={onDone}>
        Concluir
      </Button>
    </section>
  );
}
