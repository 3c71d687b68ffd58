"use client";

import { type ReactNode, createContext, useContext } from "react";
import { Alert } from "@/components/ui/alert";
import type { MemberRole } from "@/components/team/team-keys";
import { type Permission, can, refusal } from "@/lib/team/permissions";

const MemberRoleContext = createContext<MemberRole | null>(null);

/**
 * The caller's role in the account a seller page acts in, as the server read it for that page, so the page offers only
 * the actions the role allows (the API refuses the others anyway). Outside it, nothing is allowed.
 */
export function MemberRoleProvider({ role, children }: { role: MemberRole | null; children: ReactNode }) {
  return <MemberRoleContext value={role}>{children}</MemberRoleContext>;
}

/** Whether the page's caller may do `permission`. */
export function useCan(permission: Permission): boolean {
  return can(useContext(MemberRoleContext), permission);
}

/** Why the page's caller may not do `permission`, in the seller's words. */
export function useRefusal(permission: Permission): string {
  return refusal(useContext(MemberRoleContext), permission);
}

/** A note of what the caller's role keeps them from doing on this page; nothing when it allows it. */
export function RoleLimit({ permission }: { permission: Permission }) {
  const allowed = useCan(permission);
  const reason = useRefusal(permission);
  return allowed ? null : <Alert>{reason} Fale com um proprietário da conta se precisar.</Alert>;
}
