import { FilterForm, SearchField } from "@/components/ui/filter-form";

export function SellerSearch({ basePath, search }: { basePath: string; search?: string }) {
  return (
    <FilterForm
      action={basePath}
      label="Buscar vendedores"
      submitLabel="Buscar"
      clearLabel="Limpar busca"
      clearHref={search ? basePath : undefined}
      className="flex flex-wrap items-end gap-3"
    >
      <SearchField placeholder="Empresa, e-mail ou CNPJ completo" defaultValue={search} />
    </FilterForm>
  );
}
