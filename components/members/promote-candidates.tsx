import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { TextField } from "@/components/ui/text-field";
import type { AdminSeller } from "@/lib/sellers/admin-list";
import { ChangeRoleButton } from "./change-role-button";

type PromoteCandidatesProps = { basePath: string; search?: string; candidates: AdminSeller[] | null };

/** Finds a seller account by e-mail or company (a GET form, like every admin filter) to make it an administrator. */
export function PromoteCandidates({ basePath, search, candidates }: PromoteCandidatesProps) {
  return (
    <div className="space-y-4">
      <form method="get" action={basePath} role="search" aria-label="Buscar usuário para promover" className="flex flex-wrap items-end gap-3">
        <TextField label="E-mail ou empresa" name="search" type="search" defaultValue={search ?? ""} className="min-w-64 flex-1" />
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
        {search && (
          <Link href={basePath} className="py-2 text-sm font-semibold text-slate-600 hover:underline">
            Limpar
          </Link>
        )}
      </form>
      {candidates && candidates.length === 0 && <p className="text-sm text-slate-600">Nenhum vendedor encontrado com essa busca.</p>}
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
    </div>
  );
}
