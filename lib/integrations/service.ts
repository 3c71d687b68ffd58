import "#server-only";
import { assertCan } from "@/lib/auth/guards";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { signIntegrationToken } from "@/lib/auth/tokens";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { queueEmails } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/errors";
import { liveOwnerEmails } from "@/lib/team/queries";
import { z } from "@/lib/zod";
import { credentialPublicKey, upsertCredential } from "./queries";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Unbiased base62 from the CSPRNG (bytes ≥ 248 are dropped so every character is equally likely). */
function randomKey(prefix: string, length: number) {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length)) if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
  }
  return `${prefix}${out}`;
}

// The private key is 40 random base62 characters (~238 bits): a plain SHA-256 is a safe hash for it.
const hashKey = (privateKey: string) => createHash("sha256").update(privateKey).digest("hex");

export const ApiLoginSchema = z
  .object({ publicKey: z.string().min(1).max(100), privateKey: z.string().min(1).max(200) })
  .strict()
  .meta({ id: "ApiLoginInput" });

export const CredentialsSchema = z
  .object({
    publicKey: z.string().nullable(),
    privateKey: z.string().nullable().meta({ description: "Masked (sk_…abcd) except in the regenerate response" }),
    createdAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "IntegrationCredentials", description: "All null until the first regenerate." });

export async function getCredentials(actor: Actor) {
  const credential = await db().integrationCredential.findUnique({ where: { sellerId: actor.sellerId } });
  if (!credential) return { publicKey: null, privateKey: null, createdAt: null };
  return {
    publicKey: credential.publicKey,
    privateKey: `sk_…${credential.privateKeyLast4}`,
    createdAt: credential.updatedAt.toISOString(),
  };
}

/** A new key pair; the old one (and every token it issued) stops working at once. */
export async function regenerateCredentials(actor: Actor) {
  assertCan(actor, "integrations");
  const publicKey = randomKey("pk_", 24);
  const privateKey = randomKey("sk_", 40);
  const data = { publicKey, privateKeyHash: hashKey(privateKey), privateKeyLast4: privateKey.slice(-4) };
  return transaction(async (tx) => {
    const [before] = await credentialPublicKey(tx, actor.sellerId);
    const credential = (await upsertCredential(tx, { sellerId: actor.sellerId, ...data }))[0]!;
    await recordAudit(tx, actor, {
      action: "credentials.regenerated",
      entityType: "integration_credential",
      entityId: actor.sellerId,
      before: { publicKey: before?.publicKey ?? null },
      after: { publicKey },
    });
    // The keys act in the API with the owner's rights, whoever generated them (a developer may): the owners hear of it.
    const generatedAt = credential.updatedAt;
    const owners = await liveOwnerEmails(tx, actor.sellerId);
    await queueEmails(
      tx,
      owners.map(({ email: to }) => ({
        to,
        template: "integration.keys-generated" as const,
        data: { publicKey, generatedBy: actor.email, generatedAt },
        dedupeKey: `integration.keys-generated:${publicKey}:${to}`,
      })),
    );
    return { publicKey, privateKey, createdAt: credential.updatedAt.toISOString() };
  });
}

/** Exchanges a key pair for an integration token of its seller. Wrong keys get one 401, whichever part is wrong. */
export async function apiLogin(input: z.infer<typeof ApiLoginSchema>) {
  const credential = await db().integrationCredential.findUnique({
    where: { publicKey: input.publicKey },
    include: { seller: { select: { role: true, deletedAt: true } } },
  });
  const given = Buffer.from(hashKey(input.privateKey), "hex");
  const stored = Buffer.from(credential?.privateKeyHash ?? "0".repeat(64), "hex");
  const valid =
    timingSafeEqual(given, stored) &&
    credential !== null &&
    credential.seller.role === "seller" &&
    !credential.seller.deletedAt;
  if (!valid) throw new AppError("INVALID_CREDENTIALS", "Chaves de integração inválidas.");
  return { tokens: { access: await signIntegrationToken(credential.sellerId, credential.publicKey) } };
}
