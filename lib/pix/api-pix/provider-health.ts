import "#server-only";
// The PSP's refusal of our credentials as the admin home shows it, kept in the database: the
// worker may be the process that sees the refusals, the web process the one that renders the page.
import { assertAdmin } from "@/lib/auth/guards";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import type { CredentialsRefusalStore } from "./credentials-health";

export type CredentialsRefusal = { since: Date; lastAt: Date; detail: string };

// The row of the one API Pix client: Efí's payouts go through it too, with the same credentials.
const provider = "api-pix";

/** The record of the refusals: the first one's time kept, the last one's and what it said updated. */
export function credentialsRefusalStore(): CredentialsRefusalStore {
  return {
    async record(refusal) {
      const now = new Date();
      await db().providerHealth.upsert({
        where: { provider },
        create: { provider, credentialsRefusedSince: now, credentialsRefusedAt: now, credentialsRefusal: refusal },
        update: { credentialsRefusedAt: now, credentialsRefusal: refusal },
      });
    },
    async clear() {
      await db().providerHealth.deleteMany({ where: { provider } });
    },
  };
}

/** Since when the PSP refuses our credentials, for an admin; null when it does not. */
export async function pspCredentialsRefusal(actor: Actor): Promise<CredentialsRefusal | null> {
  assertAdmin(actor);
  const row = await db().providerHealth.findUnique({ where: { provider } });
  return (
    row && { since: row.credentialsRefusedSince, lastAt: row.credentialsRefusedAt, detail: row.credentialsRefusal }
  );
}
