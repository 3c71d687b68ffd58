import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AnswerSection } from "@/components/infractions/answer-section";
import { InfractionAnswers } from "@/components/infractions/infraction-answers";
import { INFRACTION_STATUSES, deadlineText } from "@/components/infractions/infraction-labels";
import { MemberRoleProvider } from "@/components/seller/member-role";
import { PageHeader } from "@/components/seller/page-header";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { formatReais } from "@/components/browser/reais";
import { requireSellerPage } from "@/app/_server/page-session";
import { formatDateTime } from "@pix/core/dates";
import { AppError } from "@pix/core/http/errors";
import { INFRACTION_EXPIRY_POLICY, InfractionParamsSchema } from "@pix/core/infractions/schema";
import { getSellerInfraction } from "@pix/core/infractions/service";

export const metadata: Metadata = { title: "Infração MED" };

async function loadInfraction(user: Awaited<ReturnType<typeof requireSellerPage>>, id: string) {
  if (!InfractionParamsSchema.safeParse({ id }).success) notFound();
  try {
    return await getSellerInfraction(user, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

/** One infraction: what is held and why, until when the seller may answer, their answers and the form for another. */
export default async function SellerInfractionPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireSellerPage({ approved: true });
  // No loading boundary above this page: the lookup answers a real 404 before anything streams.
  const infraction = await loadInfraction(user, (await params).id);
  const open = infraction.status === "OPEN";
  const deadline = deadlineText(infraction.deadlineAt);
  const status = INFRACTION_STATUSES[infraction.status];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Infração MED"
        description="O banco do pagador contestou um PIX que você recebeu. Responda com a sua explicação e documentos."
        actions={
          <Link href="/seller/infractions" className={buttonClass("secondary")}>
            Todas as infrações
          </Link>
        }
      />
      <Card title="Valor retido e prazo">
        <div className="space-y-4">
          <DetailList
            details={[
              ["Valor retido", formatReais(infraction.amount)],
              [
                "Situação",
                <Badge key="status" tone={status.tone}>
                  {status.label}
                </Badge>,
              ],
              ["Motivo", infraction.reason],
              [
                "Pagamento",
                <span key="payment" className="font-mono text-xs">
                  {infraction.paymentId}
                </span>,
              ],
              ["Aberta em", formatDateTime(infraction.openedAt)],
              [
                "Responda até",
                <span key="deadline">
                  {formatDateTime(infraction.deadlineAt)}
                  {open && (
                    <span className={`block text-xs ${deadline.overdue ? "text-red-700" : "text-slate-600"}`}>
                      {deadline.text}
                    </span>
                  )}
                </span>,
              ],
            ]}
          />
          {open && infraction.escalatedAt && (
            <Alert tone="warning" title="O prazo terminou: o valor continua retido">
              Desde {formatDateTime(infraction.escalatedAt)} a infração tem prioridade na análise da plataforma. Você
              ainda pode enviar a sua resposta.
            </Alert>
          )}
          {open && !infraction.escalatedAt && <Alert title="Se o prazo terminar">{INFRACTION_EXPIRY_POLICY}</Alert>}
          {!open && (
            <Alert tone={infraction.status === "RELEASED" ? "success" : "info"} title={status.label}>
              {infraction.resolvedAt ? `Em ${formatDateTime(infraction.resolvedAt)}. ` : ""}
              {infraction.resolutionNote ?? "Esta infração não recebe mais respostas."}
            </Alert>
          )}
        </div>
      </Card>
      <Card title={`Suas respostas (${infraction.responses.length})`}>
        <InfractionAnswers responses={infraction.responses} />
      </Card>
      {open && (
        <Card title="Responder">
          <MemberRoleProvider role={user.memberRole}>
            <AnswerSection infractionId={infraction.id} answers={infraction.responses.length} />
          </MemberRoleProvider>
        </Card>
      )}
    </div>
  );
}
