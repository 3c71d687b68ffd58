import { db } from "@/lib/db/client";
import type { MemberRole } from "@/lib/db/generated/enums";
import type { ApiClient } from "./http";
import { createUserAndLogin } from "./users";

/** A person with no account of their own, put straight into `sellerId`'s team as `role` and logged in. */
export async function addTeamMember(api: ApiClient, sellerId: string, role: MemberRole) {
  const member = await createUserAndLogin(api, { role: "member", companyName: `Pessoa ${role}` });
  await db().membership.create({ data: { sellerId, userId: member.user.id, role } });
  return member;
}
