// The operations a chaos run makes: charges through the API, their payment at the stand-in (the
// payer's bank), another amount paid with force (a PIX the app must hold), partial refunds, MED
// devoluções made by the PSP, withdrawals and the admin's approval of them, and the admin's return
// of held PIX. Each lane draws its steps from its own random stream, the same number of draws per
// step whatever happened, so a seed replays the same sequence; what the app answers may differ.
import { setTimeout as sleep } from "node:timers/promises";
import { toCents, toValor } from "../psp/state";
import type { Answer, Control } from "./api";
import type { Participants } from "./participants";
import type { Random } from "./random";

export const OPERATION_WEIGHTS = {
  charge: 22,
  pay: 20,
  payOther: 4,
  refund: 14,
  med: 6,
  withdraw: 10,
  approve: 10,
  returnHeld: 4,
} as const;
export type OperationKind = keyof typeof OPERATION_WEIGHTS;
export const OUTCOMES = ["ok", "refused", "unanswered", "skipped"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** One step of a lane: what to do and the draws that choose its target and amounts. */
export type Step = {
  lane: string;
  index: number;
  kind: OperationKind;
  x: number;
  y: number;
  z: number;
  pauseMs: number;
};

export function drawStep(random: Random, lane: string, index: number): Step {
  const kind = random.weighted(OPERATION_WEIGHTS);
  const [x, y, z] = [random.next(), random.next(), random.next()];
  return { lane, index, kind, x, y, z, pauseMs: random.int(100, 1200) };
}

type KnownCharge = {
  paymentId: string;
  txid: string;
  /** centavos */
  amount: number;
  /** The PIX paid at the stand-in; `held` when it was another amount than the charge's. */
  pix: { endToEndId: string; amount: number; held: boolean } | null;
  /** centavos asked back through the API (answered 2xx) and by MED devoluções, to keep new ones within the PIX. */
  refundAsked: number;
  medAsked: number;
};

/** What the run knows it made (the app and the PSP keep the truth; the checks read them). */
export class World {
  readonly charges: KnownCharge[] = [];
  readonly withdrawals: { id: string; decided: boolean }[] = [];
  readonly tally = new Map<OperationKind, Record<Outcome, number>>();
  /** Refused and unanswered operations by kind and reason ("refund 422 REFUND_EXCEEDS_PAYMENT"). */
  readonly reasons = new Map<string, number>();

  count(kind: OperationKind, answer: Answer | null) {
    const outcome = outcomeOf(answer);
    const counts = this.tally.get(kind) ?? { ok: 0, refused: 0, unanswered: 0, skipped: 0 };
    counts[outcome]++;
    this.tally.set(kind, counts);
    if (answer && (outcome === "refused" || outcome === "unanswered")) {
      const reason = `${kind} ${reasonOf(answer)}`;
      this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
    }
  }
}

export type OperationContext = {
  seed: number;
  world: World;
  participants: Participants;
  control: Control;
  txidOf(paymentId: string): Promise<string>;
};

const outcomeOf = (answer: Answer | null): Outcome =>
  answer === null
    ? "skipped"
    : answer.status >= 200 && answer.status < 300
      ? "ok"
      : answer.status === 0 || answer.status >= 500
        ? "unanswered"
        : "refused";

/** Why an operation was refused or unanswered: the status and the error's code (the app's) or type (the stand-in's). */
function reasonOf(answer: Answer): string {
  if (answer.status === 0) return "no answer";
  const body = (answer.body ?? {}) as { code?: unknown; type?: unknown };
  const name =
    typeof body.code === "string" ? body.code : typeof body.type === "string" ? body.type.split(":").pop() : "";
  return `${answer.status} ${name}`.trim();
}

const choose = <T>(items: T[], fraction: number): T | undefined => items[Math.floor(fraction * items.length)];

/** A valid CPF (its two check digits computed) from nine digits. */
function cpfOf(base: number): string {
  const digits = String(base).padStart(9, "0").slice(-9).split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const text = digits.join("");
  return `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`;
}

const BUYERS = [
  { name: "Maria Compradora", base: 529_982_247 },
  { name: "João Souza", base: 111_444_777 },
  { name: "Ana Lima", base: 390_533_447 },
  { name: "Pedro Alves", base: 275_484_389 },
].map(({ name, base }, index) => ({
  name,
  email: `comprador${index + 1}@example.com`,
  document: { type: "CPF", number: cpfOf(base) },
}));

async function charge(context: OperationContext, step: Step): Promise<Answer | null> {
  const amount = 1_000 + Math.floor(step.x * 39_000);
  const key = `chaos-${context.seed}-${step.lane}-${step.index}`;
  const answer = await context.participants.seller.call("POST", "/api/v1/payments", {
    idempotencyKey: key,
    body: { amount: toValor(amount), method: "pix", externalId: key, customer: choose(BUYERS, step.y) },
  });
  if (answer.status === 201 || answer.status === 200) {
    const paymentId = (answer.body as { id: string }).id;
    context.world.charges.push({
      paymentId,
      txid: await context.txidOf(paymentId),
      amount,
      pix: null,
      refundAsked: 0,
      medAsked: 0,
    });
  }
  return answer;
}

/** The payer's bank pays the charge, its own amount or (held) another one, which only `force` gets past the PSP. */
async function pay(context: OperationContext, step: Step, otherAmount: boolean): Promise<Answer | null> {
  const target = choose(
    context.world.charges.filter((known) => !known.pix),
    step.x,
  );
  if (!target) return null;
  const delta = 1 + Math.floor(step.y * Math.min(500, target.amount - 101));
  const amount = otherAmount ? target.amount + (step.z < 0.5 ? -delta : delta) : target.amount;
  const answer = await context.control(
    "POST",
    `/cob/${target.txid}/pay`,
    otherAmount ? { valor: toValor(amount), force: true } : {},
  );
  if (answer.status === 201) {
    const { pix } = answer.body as { pix: { endToEndId: string; valor: string } };
    target.pix = { endToEndId: pix.endToEndId, amount: toCents(pix.valor), held: otherAmount };
  }
  return answer;
}

/** Part of what is left of a paid charge, as its seller asks for it through the API. */
async function refund(context: OperationContext, step: Step): Promise<Answer | null> {
  const target = choose(
    context.world.charges.filter((known) => known.pix && !known.pix.held),
    step.x,
  );
  if (!target) return null;
  const left = target.amount - target.refundAsked - target.medAsked;
  if (left <= 0) return null;
  const amount = Math.max(1, Math.floor(step.y * left * 0.6));
  const answer = await context.participants.seller.call("POST", `/api/v1/payments/${target.paymentId}/refunds`, {
    idempotencyKey: `chaos-${context.seed}-${step.lane}-${step.index}`,
    body: { amount: toValor(amount), reason: "Devolução pedida na execução de caos" },
  });
  if (answer.status === 201 || answer.status === 200) target.refundAsked += amount;
  return answer;
}

/** A MED devolução the PSP makes on its own on a PIX received (paid or held), within what is left of it. */
async function med(context: OperationContext, step: Step): Promise<Answer | null> {
  const target = choose(
    context.world.charges.filter((known) => known.pix),
    step.x,
  );
  if (!target?.pix) return null;
  const left = target.pix.amount - target.refundAsked - target.medAsked;
  if (left <= 0) return null;
  const amount = Math.max(1, Math.floor(step.y * left * 0.5));
  const answer = await context.control("POST", `/pix/${target.pix.endToEndId}/devolucao`, {
    valor: toValor(amount),
    natureza: step.z < 0.5 ? "MED_OPERACIONAL" : "MED_FRAUDE",
  });
  if (answer.status === 201) target.medAsked += amount;
  return answer;
}

async function withdraw(context: OperationContext, step: Step): Promise<Answer | null> {
  const amount = 2_000 + Math.floor(step.x * 6_000);
  const answer = await context.participants.seller.call("POST", "/api/v1/withdrawals", {
    idempotencyKey: `chaos-${context.seed}-${step.lane}-${step.index}`,
    body: { amount: toValor(amount) },
  });
  if (answer.status === 201 || answer.status === 200)
    context.world.withdrawals.push({ id: (answer.body as { id: string }).id, decided: false });
  return answer;
}

/** The admin approves a withdrawal waiting for review; its payout goes to Efí at once. */
async function approve(context: OperationContext, step: Step): Promise<Answer | null> {
  const target = choose(
    context.world.withdrawals.filter((known) => !known.decided),
    step.x,
  );
  if (!target) return null;
  const answer = await context.participants.admin.call("POST", `/api/v1/admin/withdrawals/${target.id}/approve`);
  // Refused: approved already (an earlier answer was lost), so no longer waiting.
  if (answer.status > 0 && answer.status < 500) target.decided = true;
  return answer;
}

/**
 * The admin returns a held PIX (another amount than its charge's) to its payer, or, now and then, tries again one whose
 * return the PSP did not make.
 */
async function returnHeld(context: OperationContext, step: Step): Promise<Answer | null> {
  const status = step.y < 0.75 ? "HELD" : "RETURN_FAILED";
  const held = await context.participants.admin.call("GET", `/api/v1/admin/unmatched-pix?status=${status}&perPage=100`);
  if (held.status !== 200) return held;
  const rows = (held.body as { data: { id: string }[] }).data;
  // Oldest first, so a seed picks the same row whatever the listing's order.
  const target = choose(rows.reverse(), step.x);
  if (!target) return null;
  return await context.participants.admin.call("POST", `/api/v1/admin/unmatched-pix/${target.id}/return`);
}

export function perform(context: OperationContext, step: Step): Promise<Answer | null> {
  switch (step.kind) {
    case "charge":
      return charge(context, step);
    case "pay":
      return pay(context, step, false);
    case "payOther":
      return pay(context, step, true);
    case "refund":
      return refund(context, step);
    case "med":
      return med(context, step);
    case "withdraw":
      return withdraw(context, step);
    case "approve":
      return approve(context, step);
    case "returnHeld":
      return returnHeld(context, step);
  }
}

/** One lane of operations until `signal` aborts: a step, its pause, the next. */
export async function runOperationLane(
  context: OperationContext,
  lane: string,
  random: Random,
  signal: AbortSignal,
): Promise<void> {
  for (let index = 0; !signal.aborted; index++) {
    const step = drawStep(random, lane, index);
    context.world.count(step.kind, await perform(context, step));
    await sleep(step.pauseMs, undefined, { signal }).catch(() => undefined);
  }
}
