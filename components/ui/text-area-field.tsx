import { type TextareaHTMLAttributes, forwardRef, useId } from "react";
import { FieldFrame, fieldAria, fieldControlClass } from "./field";

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled multi-line input with its validation message wired for screen readers. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className = "", rows = 3, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        {...fieldAria(inputId, error, hint)}
        className={fieldControlClass(error)}
        {...props}
      />
    </FieldFrame>
  );
});
