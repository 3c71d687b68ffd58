import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export const credentialPublicKey = defineQuery({
  name: "integrations.credentialPublicKey",
  columns: { publicKey: "text" },
  sql: (sellerId: string) => Prisma.sql`
    SELECT "publicKey" FROM integration_credentials WHERE "sellerId" = ${sellerId}::uuid`,
  examples: [[ID]],
});

export type CredentialKeys = { sellerId: string; publicKey: string; privateKeyHash: string; privateKeyLast4: string };

/** The seller's key pair, created or replaced. */
export const upsertCredential = defineQuery({
  name: "integrations.upsertCredential",
  columns: { updatedAt: "timestamptz" },
  sql: (keys: CredentialKeys) => Prisma.sql`
    INSERT INTO integration_credentials ("sellerId", "publicKey", "privateKeyHash", "privateKeyLast4", "updatedAt")
    VALUES (${keys.sellerId}::uuid, ${keys.publicKey}, ${keys.privateKeyHash}, ${keys.privateKeyLast4}, now())
    ON CONFLICT ("sellerId") DO UPDATE SET "publicKey" = excluded."publicKey",
      "privateKeyHash" = excluded."privateKeyHash", "privateKeyLast4" = excluded."privateKeyLast4", "updatedAt" = now()
    RETURNING "updatedAt"`,
  examples: [[{ sellerId: ID, publicKey: "pk_", privateKeyHash: "h", privateKeyLast4: "1234" }]],
});
