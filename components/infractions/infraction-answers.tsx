import { formatDateTime } from "@/lib/dates";
import type { InfractionResponseJson } from "@/lib/infractions/schema";
import { describeFile } from "./answer-files";

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** The seller's answers, oldest first: who wrote each and when, its text, and its files to open or download. */
export function InfractionAnswers({ responses }: { responses: InfractionResponseJson[] }) {
  if (responses.length === 0) return <p className="text-sm text-slate-600">Nenhuma resposta enviada ainda.</p>;
  return (
    <ol className="space-y-4">
      {responses.map((response, index) => (
        <li key={response.id}>
          <article aria-label={`Resposta ${index + 1}`} className="rounded-lg border border-slate-200 p-4">
            <p className="text-xs text-slate-600">
              {response.authorEmail} em {formatDateTime(response.createdAt)}
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm">{response.text}</p>
            {response.files.length > 0 && (
              <ul aria-label="Arquivos" className="mt-3 space-y-1 text-sm">
                {response.files.map((file) => {
                  const name = file.name ?? "arquivo";
                  return (
                    <li key={file.id} className="flex flex-wrap items-baseline gap-x-2 break-all">
                      <a href={`${file.url}?preview=1`} target="_blank" rel="noreferrer" className={linkClass}>
                        {name}
                      </a>
                      <span className="text-xs text-slate-500">({describeFile(file)})</span>
                      <a href={file.url} download className={`${linkClass} text-xs`} aria-label={`Baixar ${name}`}>
                        Baixar
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
