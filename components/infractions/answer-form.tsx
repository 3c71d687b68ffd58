"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { type ChangeEvent, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { apiFetch } from "@/components/browser/api-client";
import { formatFileSize } from "@/components/enterprises/document-rules";
import {
  INFRACTION_FILES_MAX,
  type InfractionResponseJson,
  InfractionResponseTextSchema,
} from "@/lib/infractions/schema";
import { z } from "@/lib/zod";
import { ANSWER_FILES_ACCEPT, ANSWER_FILES_HINT, answerFilesProblem } from "./answer-files";

const AnswerSchema = z.object({ text: InfractionResponseTextSchema });

/**
 * The seller's answer: what happened, in their words, and the files that show it. Files are checked here before
 * sending (the server reads their bytes again); after sending, the page shows the answer with the others.
 */
export function AnswerForm({ infractionId }: { infractionId: string }) {
  const router = useRouter();
  const hintId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(AnswerSchema), defaultValues: { text: "" } });
  const { failure, submit, pending } = useFormSubmit(form, {
    fields: ["text"],
    send: async ({ text }) => {
      setSent(false);
      const problem = answerFilesProblem(files);
      setFileProblem(problem);
      if (problem) return false;
      const body = new FormData();
      body.append("text", text);
      for (const file of files) body.append("files", file);
      await apiFetch<InfractionResponseJson>(`/api/v1/infractions/${encodeURIComponent(infractionId)}/responses`, {
        method: "POST",
        form: body,
      });
      setFiles([]);
      setSent(true);
      router.refresh();
    },
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...files, ...(event.target.files ?? [])];
    // Cleared so that choosing the same file again (after removing it) fires a change.
    event.target.value = "";
    setFileProblem(answerFilesProblem(chosen));
    setFiles(chosen);
    setSent(false);
  }

  function remove(index: number) {
    const kept = files.filter((_, at) => at !== index);
    setFileProblem(answerFilesProblem(kept));
    setFiles(kept);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Responder à infração" className="space-y-4">
      <TextAreaField
        label="Sua resposta"
        rows={6}
        maxLength={4000}
        hint="Conte o que aconteceu na venda: o que foi vendido, quando e como foi entregue, o contato com o cliente."
        error={form.formState.errors.text?.message}
        {...form.register("text")}
      />
      <div className="space-y-2">
        <FilePicker
          multiple
          accept={ANSWER_FILES_ACCEPT}
          describedBy={hintId}
          disabled={pending || files.length >= INFRACTION_FILES_MAX}
          onChange={choose}
        >
          Anexar arquivos
        </FilePicker>
        <p id={hintId} className="text-xs text-slate-500">
          {ANSWER_FILES_HINT} Comprovante de entrega, conversa com o cliente, nota fiscal.
        </p>
        {files.length > 0 && (
          <ul aria-label="Arquivos anexados" className="space-y-1 text-sm">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-all">
                  {file.name} <span className="text-xs text-slate-500">({formatFileSize(file.size)})</span>
                </span>
                <Button type="button" variant="ghost" onClick={() => remove(index)} aria-label={`Remover ${file.name}`}>
                  Remover
                </Button>
              </li>
            ))}
          </ul>
        )}
        {fileProblem && (
          <p role="alert" className="text-sm text-red-600">
            {fileProblem}
          </p>
        )}
      </div>
      {failure && (
        <Alert tone="error" title="Resposta não enviada">
          {failure}
        </Alert>
      )}
      {sent && (
        <Alert tone="success" title="Resposta enviada">
          A plataforma lê a sua resposta antes de decidir. Você pode enviar outra se tiver mais informações.
        </Alert>
      )}
      <Button type="submit" loading={pending} loadingText="Enviando…">
        Enviar resposta
      </Button>
    </form>
  );
}
