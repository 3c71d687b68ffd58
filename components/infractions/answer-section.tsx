"use client";

import { RoleLimit, useCan } from "@/components/seller/member-role";
import { INFRACTION_RESPONSES_MAX } from "@/lib/infractions/schema";
import { AnswerForm } from "./answer-form";

/** Where the seller answers: the form for the roles that may, while the infraction takes answers. */
export function AnswerSection({ infractionId, answers }: { infractionId: string; answers: number }) {
  const allowed = useCan("disputes");
  if (!allowed) return <RoleLimit permission="disputes" />;
  if (answers >= INFRACTION_RESPONSES_MAX)
    return (
      <p className="text-sm text-slate-600">
        Você já enviou {INFRACTION_RESPONSES_MAX} respostas, o máximo para uma infração. A plataforma vai analisá-las.
      </p>
    );
  return <AnswerForm infractionId={infractionId} />;
}
