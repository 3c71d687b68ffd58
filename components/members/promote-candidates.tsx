import { SearchForm } from "@/components/ui/filter-form";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import type { AdminSeller } from "@pix/core/sellers/admin-list";
import { ChangeRoleButton } from "./change-role-button";

/** `total`: how many sellers match, of which `candidates` are the first. */
type PromoteCandidatesProps = { basePath: string; search?: string; candidates: AdminSeller[] | null; total: number };

/** Finds a seller account by e-mail or company (a GET form, like every admin filter) to make it an administrator. */
export function PromoteCandidates({ basePath, search, candidates, total }: PromoteCandidatesProps) {
  return (
    <div className="space-y-4">
      <SearchForm
        basePath={basePath}
        search={search}
        label="Buscar usuário para promover"
        fieldLabel="E-mail ou empresa"
        clearLabel="Limpar"
      />
      {candidates && candidates.length === 0 && (
        <p className="text-sm text-slate-600">Nenhum vendedor encontrado com essa busca.</p>
      )}
      {candidates && candidates.length > 0 && (
        <Table caption="Vendedores encontrados">
          <thead>
            <tr className={headRowClass}>
              <Th>E-mail</Th>
              <Th>Empresa</Th>
              <Th>
                <span className="sr-only">Ações</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {candidates.map((seller) => (
              <tr key={seller.id} className={bodyRowClass}>
                <Td>{seller.email}</Td>
                <Td>{seller.enterprise?.commercialName ?? seller.companyName}</Td>
                <Td className="text-right">
                  <ChangeRoleButton userId={seller.id} email={seller.email} newRole="admin" />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {candidates && total > candidates.length && (
        <p className="text-sm text-slate-600">
          Mostrando {candidates.length} de {total} vendedores encontrados; refine a busca para achar os demais.
        </p>
      )}
    </div>
  );
}
