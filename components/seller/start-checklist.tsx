import Link from "next/link";
import type { StartChecklist as Checklist, StartStep } from "@pix/core/sellers/start-checklist";
import type { EnterpriseStage } from "@/components/enterprises/enterprise-stage";
import type { MemberRole } from "@/components/team/team-keys";
import { buttonClass } from "@/components/ui/button";
import { REVIEW_TIME } from "@/lib/enterprises/schema";
import { MEMBER_ROLES, MEMBER_ROLE_LABELS, type Permission, can } from "@/lib/team/permissions";

type Action = { label: string; href: string; permission: Permission };
type Situation = { title: string; todo: string; action: Action | null; needsApproval: boolean };

const ONBOARDING = "/seller/onboarding";

function companySituation(stage: EnterpriseStage | null): Pick<Situation, "todo" | "action"> {
  if (stage === "inReview") return { todo: `Cadastro em análise: a resposta sai ${REVIEW_TIME}.`, action: null };
  if (stage === "rejected")
    return {
      todo: "O cadastro foi recusado: veja o motivo, corrija e envie de novo.",
      action: { label: "Corrigir cadastro", href: ONBOARDING, permission: "company" },
    };
  return {
    todo: `Preencha os dados da empresa e envie os documentos; a análise sai ${REVIEW_TIME} depois do envio.`,
    action: { label: "Completar cadastro", href: ONBOARDING, permission: "company" },
  };
}

function situationOf(key: StartStep, stage: EnterpriseStage | null, hasLink: boolean): Situation {
  switch (key) {
    case "companyApproved":
      return { title: "Empresa aprovada", needsApproval: false, ...companySituation(stage) };
    case "payoutKey":
      return {
        title: "Chave PIX de saque",
        todo: "Cadastre a chave PIX que recebe os seus saques.",
        action: { label: "Cadastrar chave PIX", href: "/seller/withdrawals", permission: "payoutKey" },
        needsApproval: true,
      };
    case "firstLink":
      return {
        title: "Primeiro link de pagamento",
        todo: "Crie um link com a descrição e o valor do que você vende.",
        action: { label: "Criar link", href: "/seller/links", permission: "sell" },
        needsApproval: true,
      };
    case "firstSale":
      return {
        title: "Primeira venda",
        todo: hasLink
          ? "Envie o link a um cliente: a venda aparece aqui assim que o PIX for pago."
          : "Com o link criado, envie-o a um cliente: a venda aparece aqui assim que o PIX for pago.",
        action: hasLink ? { label: "Compartilhar um link", href: "/seller/links", permission: "sell" } : null,
        needsApproval: true,
      };
  }
}

/** "Proprietário ou Financeiro": the roles that may take an action. */
function rolesAllowed(permission: Permission) {
  const labels = MEMBER_ROLES.filter((role) => can(role, permission)).map((role) => MEMBER_ROLE_LABELS[role]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} ou ${labels.at(-1)}` : labels[0];
}

/**
 * The seller's first steps on the home page until they are all done: company approved, payout key, first link, first
 * sale. Every member sees where the account stands; the way to a step is a link only for a role that may take it.
 */
export function StartChecklist({
  checklist,
  memberRole,
  stage,
}: {
  checklist: Checklist;
  memberRole: MemberRole;
  /** Where the company's onboarding stands; null before it is registered. */
  stage: EnterpriseStage | null;
}) {
  if (checklist.complete) return null;
  const done = checklist.steps.filter((step) => step.done).length;
  const approved = checklist.steps.some((step) => step.key === "companyApproved" && step.done);
  const hasLink = checklist.steps.some((step) => step.key === "firstLink" && step.done);
  return (
    <section
      aria-labelledby="start-checklist-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="start-checklist-title" className="text-base font-semibold text-slate-900">
          Primeiros passos
        </h2>
        <p className="text-sm text-slate-600">
          {done} de {checklist.steps.length} concluídos
        </p>
      </div>
      <ol className="divide-y divide-slate-100">
        {checklist.steps.map((step, index) => {
          const situation = situationOf(step.key, stage, hasLink);
          return (
            <li key={step.key} className="flex gap-3 py-3">
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  step.done ? "bg-emerald-600 text-white" : "bg-slate-100 text-slate-700 ring-1 ring-slate-300"
                }`}
              >
                {step.done ? "✓" : index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {situation.title}
                  <span className={`ml-2 text-xs font-medium ${step.done ? "text-emerald-700" : "text-slate-600"}`}>
                    {step.done ? "Concluído" : "Pendente"}
                  </span>
                </p>
                {!step.done && <StepToDo situation={situation} memberRole={memberRole} waitsForApproval={!approved} />}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function StepToDo({
  situation,
  memberRole,
  waitsForApproval,
}: {
  situation: Situation;
  memberRole: MemberRole;
  waitsForApproval: boolean;
}) {
  if (situation.needsApproval && waitsForApproval)
    return <p className="mt-1 text-sm text-slate-600">Disponível após a aprovação da empresa.</p>;
  const { action } = situation;
  return (
    <div className="mt-1 space-y-2 text-sm text-slate-600">
      <p>{situation.todo}</p>
      {action &&
        (can(memberRole, action.permission) ? (
          <Link href={action.href} className={buttonClass("secondary", { size: "sm" })}>
            {action.label}
          </Link>
        ) : (
          <p className="text-xs">Cabe a: {rolesAllowed(action.permission)}</p>
        ))}
    </div>
  );
}
