import { type SelectHTMLAttributes, forwardRef, useId } from "react";
import { FieldFrame, fieldAria, fieldControlClass } from "./field";

type Option = { value: string; label: string };
type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly Option[];
  /** The first, empty choice ("Selecione"); omit it when one option is always chosen. */
  placeholder?: string;
  error?: string;
  hint?: string;
};

/** A labelled native select with its validation message wired for screen readers. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, id, className = "", ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={inputId}
        {...fieldAria(inputId, error, hint)}
        className={fieldControlClass(error)}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
