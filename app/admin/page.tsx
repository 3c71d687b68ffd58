import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { formatDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { PageQuerySchema } from "@/lib/http/pagination";
import { listMembers } from "@/lib/users/service";

export const metadata: Metadata = { title: "Administração" };

export default async function AdminHome({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const query = PageQuerySchema.safeParse(await searchParams);
  const page = query.success ? query.data : PageQuerySchema.parse({});
  const [members, sellers] = await Promise.all([
    listMembers(page),
    db().user.groupBy({ by: ["approved"], where: { role: "seller", deletedAt: null }, _count: { _all: true } }),
  ]);
  const count = (approved: boolean) => sellers.find((row) => row.approved === approved)?._count._all ?? 0;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Administração</h1>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Card title="Vendedores aprovados">
          <p className="text-3xl font-semibold">{count(true)}</p>
        </Card>
        <Card title="Vendedores aguardando aprovação">
          <p className="text-3xl font-semibold">{count(false)}</p>
        </Card>
      </div>
      <Card title="Administradores">
        {members.data.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhum administrador nesta página.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th className="py-2 font-medium">E-mail</th>
                <th className="py-2 font-medium">Empresa</th>
                <th className="py-2 font-medium">Desde</th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <tr key={member.id} className="border-b border-slate-100 last:border-0">
                  <td className="py-2">{member.email}</td>
                  <td className="py-2">{member.companyName}</td>
                  <td className="py-2">{formatDate(member.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination basePath="/admin" page={members.currentPage} totalPages={members.totalPages} />
      </Card>
    </div>
  );
}
