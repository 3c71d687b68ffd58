import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatDate } from "@pix/core/dates";
import type { UserJson } from "@pix/core/users/schema";
import { ChangeRoleButton } from "./change-role-button";

/** The administrators, each with the way to take the role away (refused for the last one). */
export function MembersTable({ members, currentUserId }: { members: UserJson[]; currentUserId: string }) {
  return (
    <Table caption="Administradores">
      <thead>
        <tr className={headRowClass}>
          <Th>E-mail</Th>
          <Th>Nome</Th>
          <Th>Desde</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id} className={bodyRowClass}>
            <Td>
              {member.email}
              {member.id === currentUserId && <span className="ml-2 text-xs text-slate-500">(você)</span>}
            </Td>
            <Td>{member.companyName}</Td>
            <Td className="whitespace-nowrap">{formatDate(member.createdAt)}</Td>
            <Td className="text-right">
              <ChangeRoleButton
                userId={member.id}
                email={member.email}
                newRole="seller"
                isSelf={member.id === currentUserId}
              />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
