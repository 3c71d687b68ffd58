import type { ReactNode } from "react";

/** The label, control and message of one form field; the control gets `fieldAria` and `fieldControlClass`. */
export function FieldFrame({
  inputId,
  label,
  error,
  hint,
  className = "",
  children,
}: {
  inputId: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {(error || hint) && (
        <p id={messageId(inputId)} className={`mt-1 text-xs ${error ? "text-red-600" : "text-slate-500"}`}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

/** Wires a control to its validation message for screen readers. */
export function fieldAria(inputId: string, error?: string, hint?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error || hint ? messageId(inputId) : undefined,
  } as const;
}

export function fieldControlClass(error?: string) {
  return `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 ${
    error ? "border-red-400 focus:ring-red-300" : "border-slate-300 focus:border-brand-600 focus:ring-brand-100"
  }`;
}

const messageId = (inputId: string) => `${inputId}-message`;
