import Link from "next/link";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

/** A plain GET form, so the search lives in the query string and survives reloads. */
export function CustomerSearch({ basePath, search }: { basePath: string; search?: string }) {
  return (
    <form method="get" action={basePath} role="search" aria-label="Buscar clientes" className="flex flex-wrap items-end gap-3">
      <TextField label="Buscar" name="search" type="search" placeholder="Nome, e-mail, CPF ou CNPJ" defaultValue={search ?? ""} className="min-w-64 flex-1" />
      <Button type="submit" variant="secondary">
        Buscar
      </Button>
      {search && (
        <Link href={basePath} className="py-2 text-sm font-semibold text-slate-600 hover:underline">
          Limpar busca
        </Link>
      )}
    </form>
  );
}
