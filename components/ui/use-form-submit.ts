"use client";

import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "@/components/browser/api-client";

type SubmitOptions<Output> = {
  /** The form's fields the API may name in its error details; their messages go on the fields. */
  fields: readonly string[];
  /**
   * Sends the values; throwing shows the API's message (or puts it on the fields it names).
   * `false`: nothing was sent (the user backed out of a confirmation), so the values stay.
   */
  send: (values: Output) => Promise<void | false>;
  onClose?: () => void;
};

/**
 * The submit and close of a form that calls the API: the last failure's message, the form
 * emptied after a success, and emptied again (with the message gone) when its dialog closes.
 */
export function useFormSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  { fields, send, onClose }: SubmitOptions<Output>,
) {
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if ((await send(values)) === false) return;
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, fields));
      return;
    }
    form.reset();
  });

  function close() {
    setFailure(null);
    form.reset();
    onClose?.();
  }

  return { failure, submit, close, pending: form.formState.isSubmitting };
}
