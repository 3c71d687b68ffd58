"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { apiFetch } from "@/components/browser/api-client";
import { ReconcileDayBodySchema, type ReconciliationRunJson } from "@/lib/reconciliation/schema";

/**
 * "Conciliar": compares a past day with the PSP (again, if it was), then shows that day. The picker offers the days
 * from the platform's first payment to yesterday; the API refuses any other, with the reason under the field.
 */
export function ReconcileDayForm({
  basePath,
  defaultDay,
  firstDay,
  lastDay,
}: {
  basePath: string;
  defaultDay: string;
  firstDay: string | null;
  lastDay: string;
}) {
  const router = useRouter();
  const form = useForm({ resolver: zodResolver(ReconcileDayBodySchema), defaultValues: { day: defaultDay } });
  const { failure, submit, pending } = useFormSubmit(form, {
    fields: ["day"],
    send: async ({ day }) => {
      await apiFetch<ReconciliationRunJson>("/api/v1/admin/reconciliation/runs", { method: "POST", body: { day } });
      router.push(`${basePath}?${new URLSearchParams({ day })}`);
      router.refresh();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Conciliar um dia" className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Dia (horário de São Paulo)"
          type="date"
          min={firstDay ?? undefined}
          max={lastDay}
          className="w-56"
          error={form.formState.errors.day?.message}
          {...form.register("day")}
        />
        <Button type="submit" loading={pending} loadingText="Conciliando…">
          Conciliar com o PSP
        </Button>
      </div>
      {failure && (
        <Alert tone="error" title="Conciliação não feita">
          {failure}
        </Alert>
      )}
    </form>
  );
}
