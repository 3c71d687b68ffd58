import { type ChangeEvent, type ReactNode, useId } from "react";
import { buttonClass } from "./button";

/**
 * A file input that looks like a secondary button: the input itself stays in the page (screen readers, keyboard focus
 * and tests find it by its label), hidden behind the label that shows its focus and disabled states.
 */
export function FilePicker({
  children,
  accept,
  multiple = false,
  describedBy,
  disabled = false,
  onChange,
}: {
  children: ReactNode;
  accept: string;
  multiple?: boolean;
  describedBy?: string;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={buttonClass("secondary", {
          className:
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        })}
      >
        {children}
      </label>
    </>
  );
}
