import type { Metadata } from "next";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { requirePageUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";

export const metadata: Metadata = { title: "Painel do vendedor" };

export default async function SellerHome() {
  const user = await requirePageUser();
  const enterprise = await db().enterprise.findFirst({
    where: { userId: user.id, deletedAt: null },
    select: { commercialName: true, cnpj: true, status: true, rejectionReason: true },
  });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Olá, {user.companyName}</h1>
        <p className="text-sm text-slate-600">Área do vendedor</p>
      </div>
      {user.approved ? (
        <Alert tone="success" title="Conta aprovada">
          Sua empresa está liberada para receber pagamentos por PIX.
        </Alert>
      ) : enterprise?.status === "REJECTED" ? (
        <Alert tone="error" title="Cadastro recusado">
          {enterprise.rejectionReason ?? "Revise os dados da empresa e envie novamente."}
        </Alert>
      ) : (
        <Alert tone="warning" title="Cadastro em análise">
          Sua conta aguarda aprovação. Enquanto isso, você pode completar os dados e documentos da empresa; os recursos
          de pagamento são liberados após a aprovação.
        </Alert>
      )}
      <Card title="Empresa">
        {enterprise ? (
          <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Nome fantasia</dt>
              <dd className="font-medium">{enterprise.commercialName}</dd>
            </div>
            <div>
              <dt className="text-slate-500">CNPJ</dt>
              <dd className="font-medium">{enterprise.cnpj}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Situação</dt>
              <dd className="font-medium">{ENTERPRISE_STATUS[enterprise.status]}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-slate-600">Nenhuma empresa cadastrada ainda.</p>
        )}
      </Card>
    </div>
  );
}

const ENTERPRISE_STATUS = { PENDING: "Em análise", APPROVED: "Aprovada", REJECTED: "Recusada" } as const;
