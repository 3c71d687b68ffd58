import "#server-only";
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import type { AuditAction } from "@/lib/audit/actions";
import { recordAudit } from "@/lib/audit/record-audit";
import { formatCalendarDate } from "@/lib/dates";
import { db, type Tx } from "@/lib/db/client";
import { replicaRead } from "@/lib/db/replica";
import { transaction } from "@/lib/db/transaction";
import type {
  PaymentStatus,
  Prisma,
  ReconciliationDifference,
  ReconciliationResolution,
  ReconciliationRun,
} from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { logger } from "@/lib/log";
import { MANUAL_PAYOUT_PROVIDER } from "@/lib/payouts/manual";
import { type ReceivedPixOutcome, settleReceivedPix } from "@/lib/payments/received-pix";
import type { SentPayout } from "@/lib/payouts/provider";
import { payoutProvider } from "@/lib/payouts/providers";
import type { PixProvider, ReceivedPix } from "@/lib/pix/provider";
import { defaultProvider, providerNamed } from "@/lib/pix/providers";
import { addDays, saoPauloDayEnd, saoPauloDayStart, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { heldAmountOf } from "@/lib/unmatched-pix/held-amount";
import { sellerCompanies, sellerDisplayName } from "@/lib/users/sellers";
import { returnUnmatchedPix } from "@/lib/unmatched-pix/service";
import { compareDay, compareSentPayouts, type DayCounts, refundedAtPsp } from "./compare";
import { finishRun, lockDifference, lockRun, resolveDifference } from "./queries/differences";
import type { DifferenceAction } from "./schema";
import { toDifferenceJson, toRunJson } from "./serializers";

/** The provider whose received PIX are compared: the one issuing charges, if it can list what it received. */
function reconciledProvider(): PixProvider {
  const provider = defaultProvider();
  // The sandbox keeps no record of PIX received: there is nothing to compare with.
  if (provider.name === "sandbox")
    throw new AppError(
      "INVALID_STATUS_TRANSITION",
      "O provedor PIX em uso (sandbox) não informa os PIX recebidos: não há com o que conciliar.",
    );
  return provider;
}

/**
 * Compares a São Paulo day with the PSP: its list of PIX received (every page, each with its
 * devoluções) is read outside any transaction, then compared and merged in one.
 */
async function reconcileDay(provider: PixProvider, day: string, startedBy: string | null): Promise<ReconciliationRun> {
  const payouts = payoutProvider();
  const startedAt = new Date();
  const run = await db().reconciliationRun.upsert({
    where: { provider_day: { provider: provider.name, day } },
    create: { id: randomUUID(), provider: provider.name, day, startedBy, startedAt },
    update: { status: "RUNNING", startedBy, startedAt, finishedAt: null, failureReason: null },
  });
  let received: ReceivedPix[];
  let sent: SentPayout[] | null;
  try {
    // The end is one millisecond short of the next day: the PSPs' `fim` is inclusive.
    const [from, to] = [saoPauloDayStart(day), new Date(saoPauloDayEnd(day).getTime() - 1)];
    received = await provider.listReceivedPix(from, to);
    // The sandbox sends nothing and manual payouts go through no PSP: there is no list of them to compare with.
    sent =
      payouts.name === "sandbox" || payouts.name === MANUAL_PAYOUT_PROVIDER
        ? null
        : await payouts.listSentPayouts(from, to);
  } catch (error) {
    await db().reconciliationRun.update({
      where: { id: run.id },
      data: {
        status: "FAILED",
        failureReason: error instanceof Error ? error.message : String(error),
        finishedAt: new Date(),
      },
    });
    throw error;
  }
  return transaction(
    async (tx) => {
      // One comparison of a day at a time: a second waits, then compares with what the first left.
      await lockRun(tx, run.id);
      const pix = await compareDay(tx, run.id, provider.name, day, received);
      const sentCounts = sent ? await compareSentPayouts(tx, run.id, payouts.name, day, sent) : null;
      const counts = sentCounts
        ? (Object.fromEntries(
            Object.entries(pix).map(([key, value]) => [key, value + sentCounts[key as keyof DayCounts]]),
          ) as DayCounts)
        : pix;
      const [finished] = await finishRun(tx, run.id, counts, new Date());
      if (!finished) throw new AppError("NOT_FOUND");
      return finished;
    },
    { timeoutMs: 60_000 },
  );
}

/** The São Paulo day of the platform's first payment: none of ours can differ from the PSP before it. */
async function firstPaymentDay(): Promise<string | null> {
  const first = await db().payment.findFirst({ orderBy: { createdAt: "asc" }, select: { createdAt: true } });
  return first && saoPauloToday(first.createdAt);
}

/** The first day an admin may compare (null while the platform has no payment), for the day picker. */
export async function firstReconcilableDay(actor: Actor) {
  assertAdmin(actor);
  return firstPaymentDay();
}

/** A day before the first payment has nothing of ours to compare (the schema refuses one not over yet). */
async function assertReconcilable(day: string) {
  const first = await firstPaymentDay();
  const message = !first
    ? "A plataforma ainda não tem nenhum pagamento: não há dia a conciliar."
    : day < first
      ? `O primeiro pagamento da plataforma é de ${formatCalendarDate(first)}: escolha esse dia ou um posterior.`
      : null;
  if (message) throw new AppError("VALIDATION_FAILED", message, { details: [{ path: "day", message }] });
}

/** The admin's button: any day that has ended, from the first payment's on. */
export async function reconcileDayAs(actor: Actor, day: string) {
  assertAdmin(actor);
  await assertReconcilable(day);
  const run = await reconcileDay(reconciledProvider(), day, actor.userId);
  await transaction((tx) =>
    recordAudit(tx, actor, {
      action: "reconciliation.run",
      entityType: "reconciliation_run",
      entityId: run.id,
      after: { day, pspCount: run.pspCount, differenceCount: run.differenceCount },
    }),
  );
  return toRunJson(run, await openCount(run.id));
}

/** The daily job: yesterday in São Paulo, when the provider can list what it received. */
export async function reconcileYesterday(now = new Date()): Promise<number> {
  const provider = defaultProvider();
  if (provider.name === "sandbox") return 0;
  const run = await reconcileDay(provider, addDays(saoPauloToday(now), -1), null);
  if (run.differenceCount)
    logger().warn({ day: run.day, differences: run.differenceCount }, "reconciliation found differences with the PSP");
  return run.differenceCount;
}

function openCount(runId: string) {
  return db().reconciliationDifference.count({ where: { runId, status: "OPEN" } });
}

export async function listRuns(actor: Actor, page: PageQuery) {
  assertAdmin(actor);
  const { runs, total, open } = await replicaRead(actor, async ({ prisma }) => {
    const [runs, total] = await Promise.all([
      prisma.reconciliationRun.findMany({ orderBy: [{ day: "desc" }, { provider: "asc" }], ...pageWindow(page) }),
      prisma.reconciliationRun.count(),
    ]);
    const open = await prisma.reconciliationDifference.groupBy({
      by: ["runId"],
      where: { runId: { in: runs.map((run) => run.id) }, status: "OPEN" },
      _count: true,
    });
    return { runs, total, open };
  });
  const openOf = new Map(open.map((row) => [row.runId, row._count]));
  return toPage(
    runs.map((run) => toRunJson(run, openOf.get(run.id) ?? 0)),
    total,
    page,
  );
}

async function runOfDay(day: string) {
  const run = await db().reconciliationRun.findFirst({ where: { day }, orderBy: { startedAt: "desc" } });
  if (!run) throw new AppError("NOT_FOUND", "Este dia ainda não foi conciliado.");
  return run;
}

export async function getRun(actor: Actor, day: string) {
  assertAdmin(actor);
  const run = await runOfDay(day);
  return toRunJson(run, await openCount(run.id));
}

type ChargeOfDifference = { status: PaymentStatus; amount: number; sellerId: string };

/** The charges our differences point at, for the actions each allows and the seller each concerns. */
async function chargesOf(rows: ReconciliationDifference[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.paymentId ? [row.paymentId] : [])))];
  const payments = ids.length
    ? await db().payment.findMany({
        where: { id: { in: ids } },
        select: { id: true, status: true, amount: true, sellerId: true },
      })
    : [];
  return new Map<string, ChargeOfDifference>(payments.map(({ id, ...charge }) => [id, charge]));
}

/**
 * Differences as the API shows them: each with the seller it concerns (the payment's or the withdrawal's; a PIX that
 * names no charge of ours concerns none) and what an admin may do about it now.
 */
async function toDifferencesJson(rows: ReconciliationDifference[], day: string) {
  const withdrawalIds = [...new Set(rows.flatMap((row) => (row.withdrawalId ? [row.withdrawalId] : [])))];
  const [charges, withdrawals] = await Promise.all([
    chargesOf(rows),
    withdrawalIds.length
      ? db().withdrawal.findMany({ where: { id: { in: withdrawalIds } }, select: { id: true, sellerId: true } })
      : [],
  ]);
  const sellerOfWithdrawal = new Map(withdrawals.map((withdrawal) => [withdrawal.id, withdrawal.sellerId]));
  const sellerIdOf = (row: ReconciliationDifference) =>
    (row.paymentId && charges.get(row.paymentId)?.sellerId) ||
    (row.withdrawalId && sellerOfWithdrawal.get(row.withdrawalId)) ||
    null;
  const sellers = await sellerCompanies(rows.flatMap((row) => sellerIdOf(row) ?? []));
  return rows.map((row) => {
    const seller = sellers.get(sellerIdOf(row) ?? "");
    return toDifferenceJson(
      row,
      day,
      actionsFor(row, row.paymentId ? charges.get(row.paymentId) : undefined),
      seller ? { id: seller.id, name: sellerDisplayName(seller) } : null,
    );
  });
}

/**
 * What an admin may do about a difference: apply the PSP's word where it would change our ledger (a
 * PIX we missed that pays an open charge of its amount, devoluções the PSP made that we did not record),
 * return a PIX we missed that credits no one (no charge of ours, another amount, a charge cancelled or
 * already paid), or explain it.
 */
function actionsFor(row: ReconciliationDifference, charge: ChargeOfDifference | undefined): DifferenceAction[] {
  if (row.status !== "OPEN") return [];
  if (row.subject === "PAYOUT") return ["explain"];
  if (row.kind === "MISSING_OURS") {
    const pays = (charge?.status === "CREATED" || charge?.status === "PENDING") && charge.amount === row.pspAmount;
    return pays ? ["credit", "explain"] : ["refund", "explain"];
  }
  const refundsMissed =
    row.kind === "AMOUNT_DIFFERS" && row.pspAmount === row.ourAmount && (row.pspRefunded ?? 0) > (row.ourRefunded ?? 0);
  return refundsMissed ? ["credit", "explain"] : ["explain"];
}

export async function listDifferences(
  actor: Actor,
  day: string,
  { status, ...page }: PageQuery & { status?: "OPEN" | "RESOLVED" },
) {
  assertAdmin(actor);
  const run = await runOfDay(day);
  const where = { runId: run.id, ...(status && { status }) };
  const [rows, total] = await replicaRead(actor, ({ prisma }) =>
    Promise.all([
      prisma.reconciliationDifference.findMany({
        where,
        orderBy: [{ status: "asc" }, { createdAt: "asc" }, { id: "asc" }],
        ...pageWindow(page),
      }),
      prisma.reconciliationDifference.count({ where }),
    ]),
  );
  return toPage(await toDifferencesJson(rows, run.day), total, page);
}

async function openDifference(id: string) {
  const row = await db().reconciliationDifference.findUnique({ where: { id }, include: { run: true } });
  if (!row) throw new AppError("NOT_FOUND");
  if (row.status !== "OPEN") throw new AppError("INVALID_STATUS_TRANSITION", "Esta diferença já foi resolvida.");
  return row;
}

async function requireAction(row: ReconciliationDifference, action: DifferenceAction) {
  const charges = await chargesOf([row]);
  if (!actionsFor(row, row.paymentId ? charges.get(row.paymentId) : undefined).includes(action)) {
    throw new AppError(
      "INVALID_STATUS_TRANSITION",
      action === "refund"
        ? "Só se devolve por aqui um PIX que não credita nenhum vendedor: sem cobrança nossa, de valor diferente, ou numa cobrança cancelada ou já paga."
        : "Esta diferença não se resolve com o que o PSP informa: explique-a.",
    );
  }
}

/**
 * The PIX of a difference as our ledger has it now, if it has it: the payment it finished, or held. `refunded` is what
 * the comparison counts as returned of it (the payment's devoluções done, or what of the held PIX is no longer held).
 */
async function ourSideOf(row: ReconciliationDifference & { run: ReconciliationRun }) {
  const held = await db().unmatchedPix.findUnique({
    where: { provider_endToEndId: { provider: row.run.provider, endToEndId: row.reference } },
  });
  if (held) return { refunded: held.amount - heldAmountOf(held) };
  const payment = row.paymentId
    ? await db().payment.findFirst({ where: { id: row.paymentId, endToEndId: row.reference } })
    : null;
  return payment && { refunded: payment.refundedAmount };
}

const ALREADY_RECORDED =
  "Nada foi creditado: este PIX já estava registrado (uma notificação ou a consulta ao PSP chegou depois da conciliação). Concilie o dia de novo para ver se a diferença continua.";

/** Why the PIX read back was held instead of credited, for the admin. */
const HELD_BECAUSE: Record<Exclude<ReceivedPixOutcome, "applied" | "duplicate">, string> = {
  no_charge: "não há cobrança nossa para ele",
  amount_mismatch: "o valor pago difere do cobrado",
  paid_after_cancel: "a cobrança foi cancelada",
  already_paid: "a cobrança já tinha sido paga por outro PIX",
};

/** The audit entry of each resolution an admin makes (CLEARED is the comparison's own). */
const RESOLVED_ACTION = {
  CREDITED: "reconciliation.credited",
  REFUNDED: "reconciliation.refunded",
  EXPLAINED: "reconciliation.explained",
} as const satisfies Record<Exclude<ReconciliationResolution, "CLEARED">, AuditAction>;

type Resolution = {
  actor: Actor;
  id: string;
  resolution: keyof typeof RESOLVED_ACTION;
  note: string;
  after?: Prisma.InputJsonObject;
};

/** Closes a difference once, in the caller's transaction, with its audit entry. */
async function resolveIn(tx: Tx, { actor, id, resolution, note, after = {} }: Resolution) {
  const [row] = await lockDifference(tx, id);
  if (!row) throw new AppError("NOT_FOUND");
  if (row.status !== "OPEN") throw new AppError("INVALID_STATUS_TRANSITION", "Esta diferença já foi resolvida.");
  const [updated] = await resolveDifference(tx, id, {
    resolution,
    note,
    resolvedBy: actor.userId,
    resolvedAt: new Date(),
  });
  await recordAudit(tx, actor, {
    action: RESOLVED_ACTION[resolution],
    entityType: "reconciliation_difference",
    entityId: id,
    before: {
      status: "OPEN",
      subject: row.subject,
      kind: row.kind,
      reference: row.reference,
      pspAmount: row.pspAmount,
      ourAmount: row.ourAmount,
    },
    after: { status: "RESOLVED", resolution, note, ...after },
  });
  return updated!;
}

type ResolvedRow = Awaited<ReturnType<typeof resolveIn>>;

async function resolvedJson({ runDay, ...difference }: ResolvedRow) {
  const [json] = await toDifferencesJson([difference], runDay);
  return json!;
}

/** Closes a difference once, in one transaction with its audit entry. */
async function resolve(resolution: Resolution) {
  return resolvedJson(await transaction((tx) => resolveIn(tx, resolution)));
}

/**
 * The PIX as the PSP reports it now (never as the difference recorded it), applied through the received-PIX path; with
 * the centavos the PSP says it has returned of it.
 */
async function applyFromPsp(
  row: ReconciliationDifference & { run: ReconciliationRun },
  alongside?: Parameters<typeof settleReceivedPix>[2],
) {
  const pix = await providerNamed(row.run.provider).getReceivedPix(row.reference);
  if (!pix) throw new AppError("PROVIDER_REJECTED", "O PSP não confirma este PIX: nada foi registrado.");
  return { outcome: await settleReceivedPix(row.run.provider, pix, alongside), pspRefunded: refundedAtPsp(pix) };
}

/**
 * Credits a PIX the PSP received and we missed (or applies the devoluções it reports), after reading it back from the
 * PSP. The difference is CREDITED only when that booked money; otherwise it stays open and the admin is told why.
 */
export async function creditFromPsp(actor: Actor, id: string, note: string) {
  assertAdmin(actor);
  const row = await openDifference(id);
  if (row.kind === "MISSING_OURS") {
    if (await ourSideOf(row)) throw new AppError("CONFLICT", ALREADY_RECORDED);
    await requireAction(row, "credit");
    // The credit and the admin's resolution commit together: a crash between them would leave money booked by a
    // difference still open, and the admin's decision out of the audit trail.
    let credited: ResolvedRow | undefined;
    const { outcome } = await applyFromPsp(row, async (tx, outcome) => {
      if (outcome === "applied")
        credited = await resolveIn(tx, { actor, id, resolution: "CREDITED", note, after: { outcome } });
    });
    if (outcome === "applied") return resolvedJson(credited!);
    if (outcome === "duplicate") throw new AppError("CONFLICT", ALREADY_RECORDED);
    // The charge changed since it was listed: the PIX is held, and this difference offers its return.
    throw new AppError(
      "INVALID_STATUS_TRANSITION",
      `Nada foi creditado: ${HELD_BECAUSE[outcome]}. O PIX ficou retido para ser devolvido ao pagador (por esta diferença ou em PIX retidos).`,
    );
  }
  await requireAction(row, "credit");
  const before = (await ourSideOf(row))?.refunded ?? 0;
  const { pspRefunded } = await applyFromPsp(row);
  const after = (await ourSideOf(row))?.refunded ?? 0;
  if (after > before) return resolve({ actor, id, resolution: "CREDITED", note, after: { refunded: after - before } });
  if (after >= pspRefunded) throw new AppError("CONFLICT", ALREADY_RECORDED);
  throw new AppError(
    "INVALID_STATUS_TRANSITION",
    "Nenhuma devolução foi lançada: as que o PSP informa não podem ser tiradas de nenhum vendedor (a cobrança não foi paga por este PIX) nem do que resta dele retido. Explique a diferença.",
  );
}

/**
 * Returns to its payer a PIX we missed that credits no one (no charge of ours, another amount, a charge cancelled or
 * already paid): recorded as held, then returned as held PIX are.
 */
export async function refundUnmatchedFromPsp(actor: Actor, id: string, note: string) {
  assertAdmin(actor);
  const row = await openDifference(id);
  await requireAction(row, "refund");
  await applyFromPsp(row);
  const held = await db().unmatchedPix.findUnique({
    where: { provider_endToEndId: { provider: row.run.provider, endToEndId: row.reference } },
  });
  if (!held)
    throw new AppError("INVALID_STATUS_TRANSITION", "O PIX não ficou retido: confira a cobrança antes de devolvê-lo.");
  if (held.status === "HELD" || held.status === "RETURN_FAILED") await returnUnmatchedPix(actor, held.id);
  return resolve({ actor, id, resolution: "REFUNDED", note, after: { unmatchedPixId: held.id } });
}

export async function explainDifference(actor: Actor, id: string, note: string) {
  assertAdmin(actor);
  return resolve({ actor, id, resolution: "EXPLAINED", note });
}
