"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { applyServerErrors } from "@/components/browser/api-client";
import type { z } from "@/lib/zod";

type SettingsOptions<Values extends FieldValues, Config extends { updatedAt: string | null }> = {
  /** The API's PUT schema; the form keeps reais and percent as typed (raw), as the API takes them. */
  schema: z.ZodType<unknown, Values>;
  config: Config;
  valuesOf: (config: Config) => Values;
  save: (values: Values) => Promise<Config>;
  fields: readonly string[];
};

/**
 * A seller's settings form (withdrawal rules, reserve): saves with PUT, shows the saved values
 * and when they changed, and says "saved" only until the next edit, so it never describes unsaved values.
 */
export function useSettingsForm<Values extends FieldValues, Config extends { updatedAt: string | null }>({
  schema,
  config,
  valuesOf,
  save,
  fields,
}: SettingsOptions<Values, Config>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState(config.updatedAt);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema as z.ZodType<Values, Values>, undefined, { raw: true }),
    defaultValues: valuesOf(config) as DefaultValues<Values>,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const next = await save(values);
      form.reset(valuesOf(next));
      setUpdatedAt(next.updatedAt);
      setSaved(true);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, fields));
    }
  });

  return { form, onSubmit, failure, updatedAt, showSaved: saved && !form.formState.isDirty };
}

/** The save button and, once saved, the confirmation beside it. */
export function SettingsActions({
  submitLabel,
  savedText,
  pending,
  showSaved,
}: {
  submitLabel: string;
  savedText: string;
  pending: boolean;
  showSaved: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" loading={pending} loadingText="Salvando…">
        {submitLabel}
      </Button>
      {showSaved && <Alert tone="success">{savedText}</Alert>}
    </div>
  );
}
