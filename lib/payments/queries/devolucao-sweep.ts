import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

// The sweep of the devoluções of the PIX received: its cursor, held by one run at a time under a lease, and which
// devoluções the PSP lists are not yet booked here.

/** Takes the provider's sweep for this run unless another run's lease still holds it; no row when it does. */
export const claimDevolucaoSweep = defineQuery({
  name: "payments.claimDevolucaoSweep",
  columns: { nextFrom: "timestamptz | null", passStartedAt: "timestamptz | null" },
  sql: (provider: string, leaseId: string, now: Date, leasedUntil: Date) => Prisma.sql`
    INSERT INTO devolucao_sweeps (provider, "leaseId", "leasedUntil") VALUES (${provider}, ${leaseId}::uuid, ${leasedUntil})
    ON CONFLICT (provider) DO UPDATE SET "leaseId" = EXCLUDED."leaseId", "leasedUntil" = EXCLUDED."leasedUntil"
    WHERE devolucao_sweeps."leasedUntil" IS NULL OR devolucao_sweeps."leasedUntil" <= ${now}
    RETURNING "nextFrom", "passStartedAt"`,
  examples: [["api-pix", ID, AT, AT]],
});

/** Moves the cursor and renews the lease, while this run still holds it; no row when it lost it. */
export const advanceDevolucaoSweep = defineQuery({
  name: "payments.advanceDevolucaoSweep",
  columns: { provider: "text" },
  sql: (provider: string, leaseId: string, nextFrom: Date | null, passStartedAt: Date | null, leasedUntil: Date) =>
    Prisma.sql`
    UPDATE devolucao_sweeps SET "nextFrom" = ${nextFrom}::timestamptz, "passStartedAt" = ${passStartedAt}::timestamptz,
      "leasedUntil" = ${leasedUntil}
    WHERE provider = ${provider} AND "leaseId" = ${leaseId}::uuid
    RETURNING provider`,
  examples: [
    ["api-pix", ID, AT, AT, AT],
    ["api-pix", ID, null, null, AT],
  ],
});

export const releaseDevolucaoSweep = defineCommand({
  name: "payments.releaseDevolucaoSweep",
  sql: (provider: string, leaseId: string) => Prisma.sql`
    UPDATE devolucao_sweeps SET "leaseId" = NULL, "leasedUntil" = NULL
    WHERE provider = ${provider} AND "leaseId" = ${leaseId}::uuid`,
  examples: [["api-pix", ID]],
});

/** A devolução as the PSP lists it; `final` when it reports it DEVOLVIDO or NAO_REALIZADO, `done` when DEVOLVIDO. */
export type ListedDevolucao = {
  endToEndId: string;
  txid: string | null;
  devolucaoId: string;
  final: boolean;
  done: boolean;
};

/**
 * Of the PIX whose devoluções the PSP lists, those with one not yet booked here: no refund of the charge's payment
 * nor return of a held PIX carries its id, or ours is still open while the PSP reports it final; or, on a held PIX, the
 * PSP's own (MED) is done and not booked (one not done has nothing to book).
 */
export const pixWithUnbookedDevolucoes = defineQuery({
  name: "payments.pixWithUnbookedDevolucoes",
  columns: { endToEndId: "text" },
  sql: (provider: string, listed: ListedDevolucao[]) => Prisma.sql`
    SELECT DISTINCT d.e2e AS "endToEndId"
    FROM unnest(${listed.map((each) => each.endToEndId)}::text[], ${listed.map((each) => each.txid)}::text[],
      ${listed.map((each) => each.devolucaoId)}::text[], ${listed.map((each) => each.final)}::bool[],
      ${listed.map((each) => each.done)}::bool[]) AS d(e2e, txid, id, final, done)
    WHERE NOT EXISTS (
        SELECT 1 FROM payment_refs p JOIN refunds r ON r."paymentId" = p.id AND r."providerRefundId" = d.id
        WHERE p.txid = d.txid AND p.purchaser = ${provider} AND (r.status IN ('DONE', 'FAILED') OR NOT d.final))
      AND NOT EXISTS (
        SELECT 1 FROM unmatched_pix u
        WHERE u.provider = ${provider} AND u."endToEndId" = d.e2e
          AND CASE WHEN u."devolucaoId" = d.id THEN u.status <> 'RETURNING' OR NOT d.final
            ELSE NOT d.done OR EXISTS (
              SELECT 1 FROM unmatched_pix_devolucoes m WHERE m."unmatchedPixId" = u.id AND m."devolucaoId" = d.id) END)`,
  examples: [["api-pix", [{ endToEndId: "E1", txid: "t", devolucaoId: "d", final: true, done: true }]]],
});
