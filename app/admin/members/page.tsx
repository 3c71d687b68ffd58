import type { Metadata } from "next";
import { CreateUserForm } from "@/components/members/create-user-form";
import { MembersTable } from "@/components/members/members-table";
import { PromoteCandidates } from "@/components/members/promote-candidates";
import { RoleChangeOutcome } from "@/components/members/role-change-outcome";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage, readParam } from "@/components/seller/search-params";
import { Card } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { requireAdminPage } from "@/app/_server/page-session";
import { listAdminSellers } from "@pix/core/sellers/admin-list";
import { listMembers } from "@pix/core/users/service";
import { z } from "@pix/core/zod";

export const metadata: Metadata = { title: "Membros" };

const BASE_PATH = "/admin/members";
const SearchSchema = z.string().trim().min(1).max(100);
const CANDIDATES = 10;

export default async function MembersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireAdminPage();
  const params = await searchParams;
  const page = readPage(params);
  const search = readParam(params, "search", SearchSchema);
  const [members, candidates] = await Promise.all([
    listMembers(admin, { page, perPage: 20 }),
    search ? listAdminSellers(admin, { search, page: 1, perPage: CANDIDATES }) : null,
  ]);

  return (
    <div className="space-y-6">
      <PageHeader title="Membros" description="Quem administra a plataforma, e contas criadas pela equipe." />
      <RoleChangeOutcome>
        <Card title={`Administradores (${members.totalRecords})`}>
          <MembersTable members={members.data} currentUserId={admin.userId} />
          <Pagination
            basePath={BASE_PATH}
            page={members.currentPage}
            totalPages={members.totalPages}
            params={search ? { search } : {}}
          />
        </Card>
        <Card title="Tornar um vendedor administrador">
          <PromoteCandidates
            basePath={BASE_PATH}
            search={search}
            candidates={candidates?.data ?? null}
            total={candidates?.totalRecords ?? 0}
          />
        </Card>
      </RoleChangeOutcome>
      <Card title="Criar usuário">
        <CreateUserForm />
      </Card>
    </div>
  );
}
