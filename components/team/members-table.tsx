"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatDate } from "@/lib/dates";
import type { Page } from "@/lib/http/pagination";
import { MEMBER_ROLE_LABELS } from "@/lib/team/permissions";
import type { MemberJson } from "./team-keys";

type MemberAction = (member: MemberJson) => void;

/**
 * Whether the caller is the account's only owner, whom the API does not let leave (LAST_OWNER). The list puts owners
 * first, so a page that also has someone else, or is the last one, has every owner.
 */
export function isSoleOwner(page: Page<MemberJson>): boolean {
  const owners = page.data.filter((member) => member.role === "owner");
  const everyOwner = owners.length < page.data.length || page.currentPage >= page.totalPages;
  return everyOwner && owners.length === 1 && owners[0]!.you;
}

function OwnRowAction({ soleOwner, alone, onLeave }: { soleOwner: boolean; alone: boolean; onLeave: () => void }) {
  if (!soleOwner) {
    return (
      <Button type="button" variant="ghost" size="sm" onClick={onLeave}>
        Sair da equipe
      </Button>
    );
  }
  // Alone in the team, there is no one to hand the account to; the transfer card below says so.
  return alone ? null : <span className="text-xs text-slate-500">Para sair, transfira a propriedade antes.</span>;
}

/**
 * The team, one row a person, "você" on the caller's own. Owners (`manage`) change the others' roles and remove them;
 * everyone may leave but the only owner, who is told to hand the account over first (or nothing, when alone in it).
 */
export function MembersTable({
  members,
  alone,
  soleOwner,
  manage,
  onChangeRole,
  onRemove,
  onLeave,
}: {
  members: MemberJson[];
  alone: boolean;
  soleOwner: boolean;
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
                {member.you ? (
                  <OwnRowAction soleOwner={soleOwner} alone={alone} onLeave={() => onLeave(member)} />
                ) : (
                  manage && (
                    <>
                      <Button type="button" variant="ghost" size="sm" onClick={() => onChangeRole(member)}>
                        Alterar papel<span className="sr-only"> de {member.email}</span>
                      </Button>
                      <Button type="button" variant="ghost-danger" size="sm" onClick={() => onRemove(member)}>
                        Remover<span className="sr-only"> {member.email}</span>
                      </Button>
                    </>
                  )
                )}
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
