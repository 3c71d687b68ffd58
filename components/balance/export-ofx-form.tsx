"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { StatementOfxQuerySchema } from "@/lib/ledger/statement-ofx-schema";
import { saoPauloToday } from "@/lib/time/sao-paulo-days";

/** "Exportar OFX": the statement of a period as a file for the seller's accountant, downloaded by the browser. */
export function ExportOfxForm() {
  const today = saoPauloToday();
  const form = useForm({
    resolver: zodResolver(StatementOfxQuerySchema),
    defaultValues: { startDate: `${today.slice(0, 8)}01`, endDate: today },
  });
  const { errors } = form.formState;
  const download = form.handleSubmit((range) => {
    // A file the API sends as an attachment, not a page: the browser downloads it and stays here.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/api/v1/seller-balances/me/ofx?${new URLSearchParams(range)}`);
  });
  return (
    <form
      onSubmit={download}
      noValidate
      aria-label="Exportar extrato em OFX"
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      <TextField
        label="De"
        type="date"
        className="w-44"
        error={errors.startDate?.message}
        {...form.register("startDate")}
      />
      <TextField
        label="Até"
        type="date"
        className="w-44"
        error={errors.endDate?.message}
        {...form.register("endDate")}
      />
      <Button type="submit" variant="secondary">
        Exportar OFX
      </Button>
      <p className="basis-full text-xs text-slate-600">
        Arquivo OFX para o seu contador: cada movimentação do saldo disponível no período e o saldo ao final dele.
      </p>
    </form>
  );
}
