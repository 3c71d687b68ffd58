import "#server-only";
import type { User } from "@/lib/db/generated/client";
import type { UserJson } from "./schema";

export function toUserJson(user: User): UserJson {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    companyName: user.companyName,
    approved: user.approved,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    deletedAt: user.deletedAt?.toISOString() ?? null,
  };
}
