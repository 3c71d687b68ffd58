type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: Json) {
  if (value === undefined) return "(ausente)";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** The top-level fields whose value differs between the two states. */
function changedFields(before: Record<string, Json>, after: Record<string, Json>) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function JsonBlock({ label, value }: { label: string; value: Json }) {
  return (
    <div>
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <pre className="mt-1 max-h-64 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** What an audited action changed: the differing fields side by side, and both states in full on request. */
export function AuditChange({ before, after }: { before: Json; after: Json }) {
  if (before === null && after === null) return <span className="text-slate-500">—</span>;
  const fields = isRecord(before) && isRecord(after) ? changedFields(before, after) : null;
  const summary = fields
    ? `${fields.length} ${fields.length === 1 ? "campo alterado" : "campos alterados"}`
    : before === null
      ? "Estado criado"
      : after === null
        ? "Estado anterior"
        : "Antes e depois";

  return (
    <details className="min-w-72 max-w-lg">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:underline">{summary}</summary>
      <div className="mt-2 space-y-3">
        {fields && fields.length > 0 && (
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Campos alterados</caption>
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Campo
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Antes
                </th>
                <th scope="col" className="py-1 font-medium">
                  Depois
                </th>
              </tr>
            </thead>
            <tbody className="font-mono">
              {fields.map((field) => (
                <tr key={field} className="border-t border-slate-100 align-top">
                  <td className="py-1 pr-3 font-sans font-medium">{field}</td>
                  <td className="break-all py-1 pr-3 text-red-700">
                    {show(isRecord(before) ? before[field] : undefined)}
                  </td>
                  <td className="break-all py-1 text-emerald-700">
                    {show(isRecord(after) ? after[field] : undefined)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="space-y-3">
          {before !== null && <JsonBlock label="Antes" value={before} />}
          {after !== null && <JsonBlock label="Depois" value={after} />}
        </div>
      </div>
    </details>
  );
}
