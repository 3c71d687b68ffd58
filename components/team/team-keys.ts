import { MEMBER_ROLE_LABELS, MEMBER_ROLES } from "@/lib/team/permissions";
import type { InvitationSchema, MemberRoleSchema, MemberSchema } from "@/lib/team/schema";
import type { z } from "@/lib/zod";

export type MemberRole = z.output<typeof MemberRoleSchema>;
export type MemberJson = z.output<typeof MemberSchema>;
export type InvitationJson = z.output<typeof InvitationSchema>;

/** One size for the server's first page and the client's later ones, so both windows agree. */
export const MEMBERS_PER_PAGE = 20;
export const INVITATIONS_PER_PAGE = 10;

export const teamKeys = {
  all: ["team"] as const,
  members: (page: number) => [...teamKeys.all, "members", page] as const,
  invitations: (page: number) => [...teamKeys.all, "invitations", page] as const,
  /** Everyone in the team at once, for picking the next owner. */
  everyone: () => [...teamKeys.all, "everyone"] as const,
};

export const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }));

/** How the pages name a member: their name and e-mail, or the e-mail alone. */
export function personLabel(member: Pick<MemberJson, "name" | "email">): string {
  return member.name ? `${member.name} (${member.email})` : member.email;
}
