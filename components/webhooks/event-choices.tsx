import type { UseFormRegister } from "react-hook-form";
import { EVENT_TYPES } from "@/lib/events/event-types";
import { EVENT_LABELS } from "./event-labels";
import type { WebhookFormValues } from "./webhook-form-schema";

const checkboxClass = "mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600";

/** "Todos os eventos" or a chosen few; the list appears only once "todos" is unticked. */
export function EventChoices({
  register,
  allEvents,
  error,
}: {
  register: UseFormRegister<WebhookFormValues>;
  allEvents: boolean;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? "webhook-events-error" : undefined}>
      <legend className="text-sm font-medium text-slate-700">Eventos</legend>
      <label className="mt-2 flex items-start gap-2 text-sm">
        <input type="checkbox" className={checkboxClass} {...register("allEvents")} />
        <span>
          Todos os eventos
          <span className="block text-xs text-slate-500">Inclui os tipos que forem criados no futuro.</span>
        </span>
      </label>
      {!allEvents && (
        <div className="mt-3 grid max-h-60 grid-cols-1 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3">
          {EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <input type="checkbox" value={type} className={checkboxClass} {...register("events")} />
              <span>
                {EVENT_LABELS[type]} <code className="text-xs text-slate-500">{type}</code>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id="webhook-events-error" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
