import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { Role } from "@/lib/db/generated/enums";
import { defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** A users row in full, as the Prisma model reads it. */
export const USER = {
  id: "uuid",
  email: "text",
  passwordHash: "text",
  role: "Role",
  companyName: "text",
  approved: "bool",
  approvedAt: "timestamptz | null",
  sessionsRevokedAt: "timestamptz | null",
  emailVerifiedAt: "timestamptz | null",
  name: "text | null",
  totpSecret: "text | null",
  totpEnabledAt: "timestamptz | null",
  totpLastStep: "int8 | null",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
  deletedAt: "timestamptz | null",
} as const;

export const userById = defineQuery({
  name: "users.userById",
  columns: USER,
  sql: (id: string) => Prisma.sql`SELECT * FROM users WHERE id = ${id}::uuid`,
  examples: [[ID]],
});

export type NewUser = {
  email: string;
  passwordHash: string;
  companyName: string;
  role: Role;
  name?: string;
  /** Absent: the column's default (not approved). */
  approved?: boolean;
  /** The address was proven on the way in (an invitation's link); otherwise the sign-up's link confirms it. */
  emailVerified?: boolean;
};

export const insertUser = defineQuery({
  name: "users.insertUser",
  columns: USER,
  sql: (user: NewUser) => Prisma.sql`
    INSERT INTO users (id, email, "passwordHash", "companyName", role, name, approved, "emailVerifiedAt", "updatedAt")
    VALUES (gen_random_uuid(), ${user.email}, ${user.passwordHash}, ${user.companyName}, ${user.role}::"Role",
      ${user.name ?? null}, ${user.approved === undefined ? Prisma.sql`DEFAULT` : user.approved},
      ${user.emailVerified ? Prisma.sql`now()` : null}, now())
    RETURNING *`,
  examples: [
    [{ email: "a@b.c", passwordHash: "h", companyName: "C", role: "seller" }],
    [
      {
        email: "a@b.c",
        passwordHash: "h",
        companyName: "C",
        role: "member",
        name: "N",
        approved: false,
        emailVerified: true,
      },
    ],
  ],
});

/** The fields given (none is nullable), the others as they are. */
export type UserChanges = { email?: string; companyName?: string; role?: Role; approved?: boolean };

export const updateUserRow = defineQuery({
  name: "users.updateUserRow",
  columns: USER,
  sql: (id: string, changes: UserChanges) => Prisma.sql`
    UPDATE users SET email = coalesce(${changes.email ?? null}, email),
      "companyName" = coalesce(${changes.companyName ?? null}, "companyName"),
      role = coalesce(${changes.role ?? null}::"Role", role),
      approved = coalesce(${changes.approved ?? null}::bool, approved),
      -- A new address is not confirmed until its link is used.
      "emailVerifiedAt" = CASE WHEN ${changes.email ?? null}::text <> email THEN NULL ELSE "emailVerifiedAt" END,
      "updatedAt" = now()
    WHERE id = ${id}::uuid
    RETURNING *`,
  examples: [[ID, { role: "admin" }]],
});

export const softDeleteUser = defineQuery({
  name: "users.softDeleteUser",
  columns: USER,
  sql: (id: string, at: Date) => Prisma.sql`
    UPDATE users SET "deletedAt" = ${at}::timestamptz, "updatedAt" = now() WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT]],
});

export const setPasswordHash = defineQuery({
  name: "users.setPasswordHash",
  columns: USER,
  sql: (id: string, passwordHash: string) => Prisma.sql`
    UPDATE users SET "passwordHash" = ${passwordHash}, "updatedAt" = now() WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, "h"]],
});

/** The user, when a live seller. */
export const liveSeller = defineQuery({
  name: "users.liveSeller",
  columns: { id: "uuid" },
  sql: (id: string) => Prisma.sql`
    SELECT id FROM users WHERE id = ${id}::uuid AND role = 'seller' AND "deletedAt" IS NULL`,
  examples: [[ID]],
});

export const lockActiveAdmins = defineQuery({
  name: "users.lockActiveAdmins",
  columns: { id: "uuid" },
  sql: () => Prisma.sql`
    SELECT id FROM users WHERE role = 'admin' AND "deletedAt" IS NULL FOR UPDATE`,
});

/** Row-locks a live seller, as an UPDATE of their row would (NO KEY UPDATE). */
export const lockLiveSeller = defineQuery({
  name: "users.lockLiveSeller",
  columns: { id: "uuid" },
  sql: (sellerId: string) => Prisma.sql`
    SELECT id FROM users WHERE id = ${sellerId}::uuid AND role = 'seller' AND "deletedAt" IS NULL FOR NO KEY UPDATE`,
  examples: [[ID]],
});

/** Row-locks a user, as an UPDATE of their row would (NO KEY UPDATE). */
export const lockUser = defineQuery({
  name: "users.lockUser",
  columns: { id: "uuid" },
  sql: (userId: string) => Prisma.sql`SELECT id FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`,
  examples: [[ID]],
});

/** Users with their live companies, oldest first, as JSON text. */
export const usersWithCompanies = defineQuery({
  name: "users.usersWithCompanies",
  columns: { id: "uuid", email: "text", companyName: "text", enterprises: "text" },
  sql: (ids: string[]) => Prisma.sql`
    SELECT u.id, u.email, u."companyName",
      coalesce((SELECT json_agg(json_build_object('id', e.id, 'cnpj', e.cnpj, 'commercialName', e."commercialName", 'companyName', e."companyName") ORDER BY e."createdAt")
                FROM enterprises e WHERE e."userId" = u.id AND e."deletedAt" IS NULL), '[]')::text AS enterprises
    FROM users u WHERE u.id = ANY(${ids}::uuid[])`,
  examples: [[[ID]]],
});
