"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatDate } from "@/lib/dates";
import { MEMBER_ROLE_LABELS } from "@/lib/team/permissions";
import type { MemberJson } from "./team-keys";

type MemberAction = (member: MemberJson) => void;

/**
 * The team, one row a person, "você" on the caller's own. Owners (`manage`) change the others' roles and remove them;
 * everyone may leave, but someone alone in the team, its owner, who must stay.
 */
export function MembersTable({
  members,
  alone,
  manage,
  onChangeRole,
  onRemove,
  onLeave,
}: {
  members: MemberJson[];
  alone: boolean;
  manage: boolean;
  onChangeRole: MemberAction;
  onRemove: MemberAction;
  onLeave: MemberAction;
}) {
  return (
    <Table caption="Membros da equipe">
      <thead>
        <tr className={headRowClass}>
          <Th>Nome</Th>
          <Th>E-mail</Th>
          <Th>Papel</Th>
          <Th>Na equipe desde</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.userId} className={bodyRowClass}>
            <Td className="font-medium">
              {member.name ?? <span className="text-slate-500">—</span>}
              {member.you && <span className="ml-2 text-xs font-normal text-slate-500">(você)</span>}
            </Td>
            <Td className="break-all">{member.email}</Td>
            <Td>
              <Badge tone={member.role === "owner" ? "info" : "neutral"}>{MEMBER_ROLE_LABELS[member.role]}</Badge>
            </Td>
            <Td className="whitespace-nowrap">{formatDate(member.joinedAt)}</Td>
            <Td>
              <div className="flex flex-wrap items-center justify-end gap-2">
                {member.you
                  ? !alone && (
                      <Button type="button" variant="ghost" className="px-3 py-1.5" onClick={() => onLeave(member)}>
                        Sair da equipe
                      </Button>
                    )
                  : manage && (
                      <>
                        <Button
                          type="button"
                          variant="ghost"
                          className="px-3 py-1.5"
                          onClick={() => onChangeRole(member)}
                        >
                          Alterar papel<span className="sr-only"> de {member.email}</span>
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          className="px-3 py-1.5 text-red-700"
                          onClick={() => onRemove(member)}
                        >
                          Remover<span className="sr-only"> {member.email}</span>
                        </Button>
                      </>
                    )}
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
