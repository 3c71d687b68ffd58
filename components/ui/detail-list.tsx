import type { ReactNode } from "react";

export type Detail = [label: string, value: ReactNode];

/** Label and value pairs, read-only, in a responsive grid. */
export function DetailList({ title, details }: { title?: string; details: Detail[] }) {
  return (
    <div>
      {title && <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
