import { FilterForm, SearchField } from "@/components/ui/filter-form";

export function CustomerSearch({ basePath, search }: { basePath: string; search?: string }) {
  return (
    <FilterForm
      action={basePath}
      label="Buscar clientes"
      submitLabel="Buscar"
      clearLabel="Limpar busca"
      clearHref={search ? basePath : undefined}
      className="flex flex-wrap items-end gap-3"
    >
      <SearchField placeholder="Nome, e-mail, CPF ou CNPJ" defaultValue={search} />
    </FilterForm>
  );
}
