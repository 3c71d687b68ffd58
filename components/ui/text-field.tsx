import { type InputHTMLAttributes, forwardRef, useId } from "react";
import { FieldFrame, fieldAria, fieldControlClass } from "./field";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input with its validation message wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className = "", ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        ref={ref}
        id={inputId}
        {...fieldAria(inputId, error, hint)}
        className={fieldControlClass(error)}
        {...props}
      />
    </FieldFrame>
  );
});
