type Step = { label: string; complete: boolean; reachable: boolean };

/** A wizard's progress: one button per step, so people can go back with keyboard or pointer. */
export function Steps({
  label,
  steps,
  current,
  onSelect,
}: {
  label: string;
  steps: Step[];
  current: number;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label={label}>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {steps.map((step, index) => {
          const active = index === current;
          return (
            <li key={step.label}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                disabled={!step.reachable}
                aria-current={active ? "step" : undefined}
                className={`flex w-full items-center gap-2 rounded-md border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${
                  active
                    ? "border-brand-600 bg-brand-50 font-semibold text-brand-800"
                    : "border-slate-200 bg-white text-slate-700 enabled:hover:bg-slate-50"
                }`}
              >
                <span
                  aria-hidden
                  className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                    step.complete
                      ? "bg-brand-600 text-white"
                      : active
                        ? "bg-white text-brand-700 ring-1 ring-brand-600"
                        : "bg-slate-100 text-slate-600"
                  }`}
                >
                  {step.complete ? "✓" : index + 1}
                </span>
                <span>
                  <span className="sr-only">Etapa {index + 1}: </span>
                  {step.label}
                  {step.complete && <span className="sr-only"> (concluída)</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
