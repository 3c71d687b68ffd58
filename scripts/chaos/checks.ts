// What a chaos run checks, read from the app's database and the stand-in's state: what is still in
// flight (the run waits for it to settle), and what is wrong. The money at the PSP is what the
// ledger's PROVIDER_CLEARING account mirrors, so for each charge and each withdrawal the PSP's
// movements (PIX received, devoluções done, sends made) must equal that account's entries, and each
// of them must be explained by one record of ours in the right state.
import { readFileSync } from "node:fs";
import { type State, type StoredEnvio, type StoredPix, toCents, toValor } from "../psp/state";

export type Finding = { rule: string; detail: string };

type Payment = {
  id: string;
  txid: string;
  amount: number;
  status: string;
  endToEndId: string | null;
  purchaser: string;
};
type Refund = {
  id: string;
  paymentId: string;
  amount: number;
  status: string;
  providerRefundId: string;
  nature: string;
};
type Withdrawal = { id: string; netAmount: number; status: string; provider: string };
type Unmatched = {
  id: string;
  endToEndId: string;
  paymentId: string | null;
  amount: number;
  /** What the PSP's MED devoluções took of it; its return asks for the rest. */
  medReturned: number;
  status: string;
  devolucaoId: string;
  /** The devolução ids of its earlier returns, which the PSP did not make (NAO_REALIZADO) or refused. */
  failedDevolucaoIds: string[];
};
/** A MED devolução of a held PIX, booked. */
type HeldMed = { endToEndId: string; devolucaoId: string; amount: number };
type ClearingEntry = { amount: number; kind: string; paymentId: string | null; withdrawalId: string | null };

export type Books = {
  payments: Payment[];
  refunds: Refund[];
  withdrawals: Withdrawal[];
  unmatched: Unmatched[];
  heldMeds: HeldMed[];
  openIntents: string[];
  clearing: ClearingEntry[];
};

export async function readBooks(): Promise<Books> {
  const { db } = await import("@/lib/db/client");
  const [payments, refunds, withdrawals, unmatched, heldMeds, intents, entries] = await Promise.all([
    db().payment.findMany({
      select: { id: true, txid: true, amount: true, status: true, endToEndId: true, purchaser: true },
    }),
    db().refund.findMany({
      select: { id: true, paymentId: true, amount: true, status: true, providerRefundId: true, nature: true },
    }),
    db().withdrawal.findMany({ select: { id: true, netAmount: true, status: true, provider: true } }),
    db().unmatchedPix.findMany({
      select: {
        id: true,
        endToEndId: true,
        paymentId: true,
        amount: true,
        medReturned: true,
        status: true,
        devolucaoId: true,
        failedDevolucaoIds: true,
      },
    }),
    db().unmatchedPixDevolucao.findMany({
      select: { devolucaoId: true, amount: true, unmatchedPix: { select: { endToEndId: true } } },
    }),
    db().chargeIntent.findMany({ where: { state: "PENDING_PROVIDER" }, select: { id: true } }),
    db().ledgerEntry.findMany({
      where: { account: { type: "PROVIDER_CLEARING" } },
      select: { amount: true, journalId: true, createdAt: true },
    }),
  ]);
  // A partitioned ledger keeps no relation from an entry to its journal; a chaos run's journals are few.
  const journals = await db().ledgerJournal.findMany({
    select: { id: true, createdAt: true, kind: true, paymentId: true, withdrawalId: true },
  });
  const journalOf = new Map(journals.map(({ id, createdAt, ...journal }) => [`${id} ${createdAt.getTime()}`, journal]));
  return {
    payments,
    refunds,
    withdrawals,
    unmatched,
    heldMeds: heldMeds.map(({ unmatchedPix, ...med }) => ({ ...med, endToEndId: unmatchedPix.endToEndId })),
    openIntents: intents.map((intent) => intent.id),
    clearing: entries.map(({ amount, journalId, createdAt }) => {
      const journal = journalOf.get(`${journalId} ${createdAt.getTime()}`);
      if (!journal) throw new Error(`ledger entry of journal ${journalId} has no journal`);
      return { amount: Number(amount), ...journal };
    }),
  };
}

export function readPspState(file: string): State {
  return JSON.parse(readFileSync(file, "utf8")) as State;
}

const brl = (cents: number) => `R$ ${toValor(cents).replace(".", ",")}`;

function groupBy<T>(items: Iterable<T>, key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    if (name !== null) groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return groups;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The sum of PROVIDER_CLEARING entries of these journal kinds. */
const clearingOf = (entries: ClearingEntry[] | undefined, kinds: string[]) =>
  sum((entries ?? []).filter((entry) => kinds.includes(entry.kind)).map((entry) => entry.amount));

/** The id of the withdrawal an idEnvio was derived from (lib/payouts/efi/provider.ts's withdrawalIdOf). */
type WithdrawalIdOf = (idEnvio: string) => string | null;

/** What is still moving: records waiting for the PSP, the PSP's own work in progress, PIX not booked yet. */
function inFlight(books: Books, psp: State): Finding[] {
  const found: Finding[] = [];
  const add = (rule: string, detail: string) => found.push({ rule, detail });
  for (const id of books.openIntents) add("charge.intent-open", `charge intent ${id} still waits for the PSP`);
  for (const payment of books.payments.filter((row) => row.status === "PENDING"))
    add("payment.pending", `payment ${payment.id} is still PENDING`);
  for (const refund of books.refunds.filter((row) => row.status === "PENDING_PROVIDER" || row.status === "PROCESSING"))
    add("refund.open", `refund ${refund.id} (${brl(refund.amount)}) is still ${refund.status}`);
  for (const withdrawal of books.withdrawals.filter((row) => row.status === "PROCESSING"))
    add("withdrawal.processing", `withdrawal ${withdrawal.id} is still PROCESSING`);
  for (const row of books.unmatched.filter((held) => held.status === "RETURNING"))
    add("held-pix.returning", `held PIX ${row.endToEndId} is still RETURNING`);
  for (const pix of Object.values(psp.pix))
    for (const devolucao of pix.devolucoes.filter((d) => d.status === "EM_PROCESSAMENTO"))
      add("psp.devolucao-processing", `devolução ${devolucao.id} on ${pix.endToEndId} is EM_PROCESSAMENTO at the PSP`);
  for (const envio of Object.values(psp.envios).filter((sent) => sent.status === "EM_PROCESSAMENTO"))
    add("psp.send-processing", `send ${envio.idEnvio} is EM_PROCESSAMENTO at the PSP`);
  return found;
}

/** Each PIX received, and each devolução of it, against the charge's records and its PROVIDER_CLEARING entries. */
function auditReceived(books: Books, psp: State, found: Finding[], waiting: Finding[]) {
  const add = (rule: string, detail: string) => found.push({ rule, detail });
  const clearing = groupBy(books.clearing, (entry) => entry.paymentId);
  const pixByTxid = groupBy(Object.values(psp.pix), (pix) => pix.txid ?? null);
  const refundsOf = groupBy(books.refunds, (refund) => refund.paymentId);
  const heldByE2e = new Map(books.unmatched.map((row) => [row.endToEndId, row]));
  const heldMedsOf = groupBy(books.heldMeds, (med) => med.endToEndId);
  const paymentByTxid = new Map(books.payments.map((payment) => [payment.txid, payment]));

  for (const [txid, pixes] of pixByTxid) {
    const payment = paymentByTxid.get(txid);
    if (!payment) {
      add(
        "pix.unknown-charge",
        `PIX ${pixes.map((pix) => pix.endToEndId).join(", ")} paid txid ${txid}, no charge of ours`,
      );
      continue;
    }
    const entries = clearing.get(payment.id);
    const received = sum(pixes.map((pix) => toCents(pix.valor)));
    const booked = -clearingOf(entries, ["PAYMENT_CONFIRMED", "UNMATCHED_PIX_HELD"]);
    if (received !== booked) {
      const rule = booked === 0 ? "pix.not-booked" : booked > received ? "pix.booked-twice" : "pix.amount-differs";
      const finding = {
        rule,
        detail: `charge ${payment.id} (${payment.status}): the PSP received ${brl(received)} (${pixes.map((pix) => pix.endToEndId).join(", ")}), the ledger booked ${brl(booked)}`,
      };
      // Not booked yet while the charge is open: the poller may still find it.
      if (booked < received && (payment.status === "CREATED" || payment.status === "PENDING")) waiting.push(finding);
      else found.push(finding);
    }
    for (const pix of pixes)
      auditDevolucoes(
        pix,
        payment,
        refundsOf.get(payment.id) ?? [],
        heldByE2e.get(pix.endToEndId),
        heldMedsOf.get(pix.endToEndId) ?? [],
        found,
      );
    const returned = sum(
      pixes.flatMap((pix) => pix.devolucoes.filter((d) => d.status === "DEVOLVIDO").map((d) => toCents(d.valor))),
    );
    const bookedReturned = clearingOf(entries, ["REFUND_COMPLETED", "UNMATCHED_PIX_RETURNED"]);
    if (returned !== bookedReturned)
      add(
        "devolucao.ledger-differs",
        `charge ${payment.id}: the PSP returned ${brl(returned)} to the payer, the ledger booked ${brl(bookedReturned)}`,
      );
  }

  // Booked, and the PSP has no PIX for it.
  for (const payment of books.payments) {
    const booked = -clearingOf(clearing.get(payment.id), ["PAYMENT_CONFIRMED", "UNMATCHED_PIX_HELD"]);
    if (booked !== 0 && !pixByTxid.has(payment.txid))
      add(
        "pix.booked-not-at-psp",
        `charge ${payment.id}: the ledger booked ${brl(booked)} received, the PSP has no PIX`,
      );
    const finished = payment.status === "FINISHED" || payment.status === "REFUNDED";
    if (finished && payment.purchaser === "api-pix" && !(payment.endToEndId && psp.pix[payment.endToEndId]))
      add(
        "pix.booked-not-at-psp",
        `charge ${payment.id} is ${payment.status} with PIX ${payment.endToEndId}, unknown to the PSP`,
      );
  }
}

/**
 * Each devolução of one PIX against its refund (or, when it is held, its return, an earlier return that failed, or its
 * booked MED); and no more returned than received.
 */
function auditDevolucoes(
  pix: StoredPix,
  payment: Payment,
  refunds: Refund[],
  held: Unmatched | undefined,
  heldMeds: HeldMed[],
  found: Finding[],
) {
  const add = (rule: string, detail: string) => found.push({ rule, detail });
  const committed = sum(pix.devolucoes.filter((d) => d.status !== "NAO_REALIZADO").map((d) => toCents(d.valor)));
  if (committed > toCents(pix.valor))
    add("payer.refunded-twice", `PIX ${pix.endToEndId} of ${brl(toCents(pix.valor))}: ${brl(committed)} returned`);
  for (const devolucao of pix.devolucoes) {
    if (devolucao.status === "EM_PROCESSAMENTO") continue;
    const what = `${devolucao.natureza ?? "ORIGINAL"} devolução ${devolucao.id} of ${brl(toCents(devolucao.valor))} on PIX ${pix.endToEndId}`;
    const refund = refunds.find((row) => row.providerRefundId === devolucao.id);
    const med = heldMeds.find((row) => row.devolucaoId === devolucao.id);
    const ours =
      refund ??
      (held?.devolucaoId === devolucao.id ? { ...held, amount: held.amount - held.medReturned } : undefined) ??
      (med && held && { id: `${held.id} (MED ${med.devolucaoId})`, status: "DONE", amount: med.amount }) ??
      (held?.failedDevolucaoIds.includes(devolucao.id)
        ? {
            id: `${held.id} (earlier return ${devolucao.id})`,
            status: "RETURN_FAILED",
            amount: toCents(devolucao.valor),
          }
        : undefined);
    const done = devolucao.status === "DEVOLVIDO";
    // A devolução that ended NAO_REALIZADO moved no money: the platform need not have seen it (a MED devolução the PSP
    // started and abandoned is first known to us, if ever, as failed).
    if (!ours) {
      if (done) add("devolucao.not-booked", `${what} is DEVOLVIDO at the PSP; we have no record of it`);
      continue;
    }
    const oursDone = ours.status === "DONE" || ours.status === "RETURNED";
    const oursFailed = ours.status === "FAILED" || ours.status === "RETURN_FAILED";
    if (done && !oursDone)
      add(
        oursFailed ? "devolucao.failed-but-returned" : "devolucao.not-booked",
        `${what} is DEVOLVIDO at the PSP; ours (${ours.id}) is ${ours.status}`,
      );
    else if (!done && oursDone)
      add("devolucao.booked-not-at-psp", `${what} is NAO_REALIZADO at the PSP; ours (${ours.id}) is ${ours.status}`);
    else if (done && ours.amount !== toCents(devolucao.valor))
      add("devolucao.amount-differs", `${what}: ours (${ours.id}) is of ${brl(ours.amount)}`);
  }
  // Ours done, with no such devolução done at the PSP.
  for (const refund of refunds.filter((row) => row.status === "DONE")) {
    const atPsp = pix.endToEndId === payment.endToEndId && pix.devolucoes.find((d) => d.id === refund.providerRefundId);
    if (pix.endToEndId === payment.endToEndId && !atPsp)
      add(
        "devolucao.booked-not-at-psp",
        `refund ${refund.id} (${brl(refund.amount)}) is DONE; the PSP has no devolução ${refund.providerRefundId}`,
      );
  }
  if (held?.status === "RETURNED" && !pix.devolucoes.some((d) => d.id === held.devolucaoId && d.status === "DEVOLVIDO"))
    add("devolucao.booked-not-at-psp", `held PIX ${pix.endToEndId} is RETURNED; the PSP has not returned it`);
  for (const med of heldMeds.filter(
    (row) => !pix.devolucoes.some((d) => d.id === row.devolucaoId && d.status === "DEVOLVIDO"),
  ))
    add(
      "devolucao.booked-not-at-psp",
      `held PIX ${pix.endToEndId}: MED ${med.devolucaoId} booked; the PSP has not made it`,
    );
}

/** Each send at the PSP against one withdrawal and its PROVIDER_CLEARING entries. */
function auditSent(books: Books, psp: State, withdrawalIdOf: WithdrawalIdOf, found: Finding[], waiting: Finding[]) {
  const add = (rule: string, detail: string) => found.push({ rule, detail });
  const clearing = groupBy(books.clearing, (entry) => entry.withdrawalId);
  const withdrawals = new Map(books.withdrawals.map((row) => [row.id, row]));
  const sendsOf = groupBy(Object.values(psp.envios), (envio) => withdrawalIdOf(envio.idEnvio));
  for (const envio of Object.values(psp.envios)) {
    const id = withdrawalIdOf(envio.idEnvio);
    if (!id || !withdrawals.has(id))
      add(
        "send.unknown",
        `send ${envio.idEnvio} of ${brl(toCents(envio.valor))} (${envio.status}): no withdrawal of ours`,
      );
  }
  for (const withdrawal of books.withdrawals.filter((row) => row.provider === "efi")) {
    const sends = sendsOf.get(withdrawal.id) ?? [];
    const left = (envio: StoredEnvio) => envio.status !== "NAO_REALIZADO";
    if (sends.filter(left).length > 1)
      add("seller.paid-twice", `withdrawal ${withdrawal.id}: sends ${sends.map((envio) => envio.idEnvio).join(", ")}`);
    const sent = sum(sends.filter((envio) => envio.status === "REALIZADO").map((envio) => toCents(envio.valor)));
    const booked = clearingOf(clearing.get(withdrawal.id), ["WITHDRAWAL_COMPLETED"]);
    if (sent === booked) continue;
    const detail = `withdrawal ${withdrawal.id} (${withdrawal.status}, ${brl(withdrawal.netAmount)}): the PSP sent ${brl(sent)}, the ledger booked ${brl(booked)}`;
    if (withdrawal.status === "PROCESSING") waiting.push({ rule: "send.not-booked", detail });
    else if (sent > 0 && booked === 0)
      add(withdrawal.status === "COMPLETED" ? "send.not-booked" : "send.left-but-failed", detail);
    else add(sent === 0 ? "send.booked-not-at-psp" : "send.amount-differs", detail);
  }
}

/**
 * What is still moving (`pending`), and what is wrong (`violations`): money at the PSP the ledger does not mirror,
 * records whose state contradicts the PSP's, a payer or a seller paid twice.
 */
export function audit(books: Books, psp: State, withdrawalIdOf: WithdrawalIdOf) {
  const violations: Finding[] = [];
  const waiting: Finding[] = [];
  auditReceived(books, psp, violations, waiting);
  auditSent(books, psp, withdrawalIdOf, violations, waiting);
  return { pending: [...inFlight(books, psp), ...waiting], violations };
}
