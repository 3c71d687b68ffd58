import { randomUUID } from "node:crypto";
import { hashPassword } from "@/lib/auth/passwords";
import { transaction } from "@/lib/db/transaction";
import type { User } from "@/lib/db/generated/client";
import type { Role } from "@/lib/db/generated/enums";
import { addFounder } from "@/lib/team/accounts";
import type { ApiClient } from "./http";

export const TEST_PASSWORD = "correct-horse-battery";

let cachedHash: Promise<string> | undefined;
let loginCount = 0;

/** A distinct forwarded address per call keeps per-IP limits out of tests about something else. */
export function nextTestIp() {
  loginCount++;
  return `10.0.${loginCount >> 8}.${loginCount & 255}`;
}

type UserOverrides = {
  role?: Role;
  approved?: boolean;
  email?: string;
  companyName?: string;
  /** Default true: tests about something else start from a confirmed address. */
  emailVerified?: boolean;
};

/** Inserts a user directly (faster than the API), for tests that call the services themselves. */
export async function insertUser(overrides: UserOverrides = {}) {
  const passwordHash = await (cachedHash ??= hashPassword(TEST_PASSWORD));
  return transaction(async (tx) => {
    const email = overrides.email ?? `user-${randomUUID()}@example.com`;
    const role = overrides.role ?? "seller";
    const [user] = await tx.$queryRaw<[User]>`
      INSERT INTO users (id, email, "passwordHash", "companyName", role, approved, "emailVerifiedAt", "updatedAt")
      VALUES (gen_random_uuid(), ${email}, ${passwordHash}, ${overrides.companyName ?? "Empresa Teste Ltda"},
              ${role}::"Role", ${overrides.approved ?? overrides.role === "admin"},
              ${overrides.emailVerified === false ? null : new Date()}, now())
      RETURNING *`;
    await addFounder(tx, user);
    return user;
  });
}

/** Inserts a user directly and logs them in through the API. */
export async function createUserAndLogin(api: ApiClient, overrides: UserOverrides = {}) {
  const user = await insertUser(overrides);
  const response = await api.post("/api/v1/auth/login", {
    body: { email: user.email, password: TEST_PASSWORD },
    headers: { "x-forwarded-for": nextTestIp() },
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { user, access: response.body.tokens.access as string, refresh: response.body.tokens.refresh as string };
}
