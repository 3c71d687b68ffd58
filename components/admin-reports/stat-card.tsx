import type { ReactNode } from "react";

/** One headline figure; a region named by its label, so it can be found by what it measures. */
export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <section aria-label={label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-sm font-medium text-slate-600">{label}</h3>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</p>
      {detail && <div className="mt-1 text-xs text-slate-500">{detail}</div>}
    </section>
  );
}
