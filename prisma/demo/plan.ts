// The demo's story as data: who sells what, when, and how each sale and withdrawal ends. Pure and
// deterministic (a fixed pseudo-random sequence), so the seed, its test and the browser specs all
// read the same plan; only the dates move with the day it is run.
import { addDays, saoPauloDayStart, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { type DemoBuyer, type DemoSeller, DEMO_SELLERS, type WithdrawalPlan } from "./sellers";

export { DEMO_SELLERS, type DemoBuyer, type DemoSeller };

/** Sales spread over this many São Paulo days, today included. */
export const HISTORY_DAYS = 60;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type SaleOutcome = "paid" | "refunded" | "expired" | "cancelled" | "pending" | "created";
export type Sale = {
  ref: string;
  seller: string;
  /** A link's description (bought on its checkout) or null for an API charge of `amount`. */
  link: string | null;
  amount: number;
  buyer: DemoBuyer;
  externalId: string | null;
  outcome: SaleOutcome;
};

export type Step = { at: Date } & (
  | { kind: "join"; seller: string }
  | { kind: "reserve"; seller: string }
  | { kind: "webhook"; seller: string }
  | { kind: "link"; seller: string; description: string }
  | { kind: "deactivateLink"; seller: string; description: string }
  | { kind: "charge"; sale: Sale }
  | { kind: "settle"; sale: Sale }
  | { kind: "refund"; sale: Sale }
  | { kind: "withdraw"; seller: string; ref: string; plan: WithdrawalPlan }
  | { kind: "review"; seller: string; ref: string; plan: WithdrawalPlan }
  | { kind: "payout"; seller: string; ref: string; plan: WithdrawalPlan }
);

/** Today's sales, the same on every run (the browser specs count on them); paid ones first. */
export const DEMO_TODAY_SALES = [
  { seller: "vendedor@demo.pix.br", link: "Boné bordado", buyer: "Carlos Eduardo Rocha", outcome: "paid" },
  { seller: "graos@demo.pix.br", link: "Café especial 250 g", buyer: "Roberto Carvalho", outcome: "paid" },
  { seller: "vendedor@demo.pix.br", link: "Moletom Aurora", buyer: "Juliana Martins", outcome: "paid" },
  { seller: "vendedor@demo.pix.br", link: "Camiseta Aurora", buyer: "Ana Beatriz Lima", outcome: "paid" },
  { seller: "vendedor@demo.pix.br", link: "Camiseta Aurora", buyer: "Rafael Oliveira Costa", outcome: "pending" },
  { seller: "vendedor@demo.pix.br", link: "Boné bordado", buyer: "Padaria Estrela Ltda", outcome: "created" },
] as const satisfies readonly { seller: string; link: string; buyer: string; outcome: SaleOutcome }[];

function sellerNamed(email: string) {
  const seller = DEMO_SELLERS.find((candidate) => candidate.email === email);
  if (!seller) throw new Error(`unknown demo seller ${email}`);
  return seller;
}

function linkAmount(email: string, description: string) {
  const link = sellerNamed(email).links.find((candidate) => candidate.description === description);
  if (!link) throw new Error(`unknown demo link ${description}`);
  return link.amount;
}

/** Today's paid sales of one seller (or of all): what the "Hoje" dashboards show at least. */
export function todayPaid(seller?: string) {
  const paid = DEMO_TODAY_SALES.filter((sale) => sale.outcome === "paid" && (!seller || sale.seller === seller));
  return { count: paid.length, amount: paid.reduce((total, sale) => total + linkAmount(sale.seller, sale.link), 0) };
}

/** The demo seller's newest finished sale, which the specs open. */
export const DEMO_FEATURED_SALE = (() => {
  const sale = DEMO_TODAY_SALES.findLast(
    (candidate) => candidate.outcome === "paid" && candidate.seller === "vendedor@demo.pix.br",
  )!;
  return { buyer: sale.buyer, link: sale.link, amount: linkAmount(sale.seller, sale.link) };
})();

/** The charge still awaiting payment when the demo starts. */
export const DEMO_OPEN_CHARGE = DEMO_TODAY_SALES.find((sale) => sale.outcome === "created")!;

/** mulberry32: a small seeded generator, so every run tells the same story. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The São Paulo day `daysAgo` days before `now`'s, as YYYY-MM-DD. */
export function saoPauloDay(now: Date, daysAgo: number) {
  return addDays(saoPauloToday(now), -daysAgo);
}

function at(now: Date, daysAgo: number, hours: number) {
  return new Date(saoPauloDayStart(saoPauloDay(now, daysAgo)).getTime() + hours * HOUR);
}

/** Busier on Fridays and Saturdays (index: Sunday = 0). */
const WEEKDAY_WEIGHT = [0.6, 0.8, 0.9, 0.9, 1, 1.3, 1.5];
/** Buyers pay mostly at lunch and in the evening. */
const SALE_HOURS = [8, 9, 10, 11, 12, 12, 13, 13, 14, 15, 16, 17, 18, 19, 19, 20, 20, 21, 21, 22];

function pastOutcome(roll: number): SaleOutcome {
  if (roll < 0.78) return "paid";
  if (roll < 0.9) return "expired";
  if (roll < 0.94) return "cancelled";
  return "refunded";
}

/** When a sale's charge is settled, expired or cancelled, after its creation. */
function settleDelay(outcome: SaleOutcome, roll: number) {
  if (outcome === "expired") return HOUR + MINUTE;
  if (outcome === "cancelled") return (10 + roll * 40) * MINUTE;
  return (1 + roll * 6) * MINUTE;
}

/** The past days' sales of one seller, with the steps that create and settle them. */
function pastSales(seller: DemoSeller, index: number, now: Date): Step[] {
  const next = random(0x5eed + index * 7919);
  const steps: Step[] = [];
  let order = 1000;
  for (let daysAgo = seller.joinedDaysAgo - 1; daysAgo >= 1; daysAgo--) {
    const day = saoPauloDay(now, daysAgo);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const growth = 0.75 + (0.5 * (HISTORY_DAYS - daysAgo)) / HISTORY_DAYS;
    const expected =
      seller.salesPerDay *
      WEEKDAY_WEIGHT[weekday]! *
      growth *
      (seller.campaign?.daysAgo === daysAgo ? seller.campaign.factor : 1);
    const count = Math.floor(expected * (0.5 + next()) + next());
    // Links sell from the day after they were made until the day before they were switched off.
    const links = seller.links.filter(
      (link) => link.createdDaysAgo > daysAgo && (link.deactivatedDaysAgo ?? -1) < daysAgo,
    );
    for (let n = 0; n < count; n++) {
      const hour = SALE_HOURS[Math.floor(next() * SALE_HOURS.length)]! + next();
      const viaApi = links.length === 0 || next() < seller.apiShare;
      const link = viaApi ? null : links[Math.floor(next() * links.length)]!;
      const amount = link
        ? link.amount
        : Math.round((seller.apiAmount[0] + next() * (seller.apiAmount[1] - seller.apiAmount[0])) / 10) * 10;
      const buyer = seller.buyers[Math.floor(next() * next() * seller.buyers.length)]!;
      const createdAt = at(now, daysAgo, hour);
      let outcome = pastOutcome(next());
      const settledAt = new Date(createdAt.getTime() + settleDelay(outcome, next()));
      const refundedAt = new Date(settledAt.getTime() + (1 + Math.floor(next() * 5)) * DAY + next() * 4 * HOUR);
      if (outcome === "refunded" && refundedAt.getTime() > now.getTime() - HOUR) outcome = "paid";
      // Yesterday's late sales whose outcome would still be in the future.
      if (settledAt.getTime() > now.getTime() - 5 * MINUTE) continue;
      const sale: Sale = {
        ref: `${seller.email}#${steps.length}`,
        seller: seller.email,
        link: link?.description ?? null,
        amount,
        buyer,
        externalId: link ? null : `pedido-${order++}`,
        outcome,
      };
      steps.push({ at: createdAt, kind: "charge", sale }, { at: settledAt, kind: "settle", sale });
      if (outcome === "refunded") steps.push({ at: refundedAt, kind: "refund", sale });
    }
  }
  return steps;
}

/** Today's fixed sales, spread over the part of the day gone by; the open ones are the newest. */
function todaySales(now: Date): Step[] {
  const start = saoPauloDayStart(saoPauloDay(now, 0)).getTime();
  const span = Math.max(now.getTime() - start - 2 * MINUTE, DEMO_TODAY_SALES.length * 1000);
  const slot = span / (DEMO_TODAY_SALES.length + 1);
  return DEMO_TODAY_SALES.flatMap((planned, n): Step[] => {
    const seller = sellerNamed(planned.seller);
    const buyer = seller.buyers.find((candidate) => candidate.name === planned.buyer)!;
    const sale: Sale = {
      ref: `${planned.seller}#today-${n}`,
      seller: planned.seller,
      link: planned.link,
      amount: linkAmount(planned.seller, planned.link),
      buyer,
      externalId: null,
      outcome: planned.outcome,
    };
    // Open charges expire an hour after creation (the expiry job cancels them), so they are the
    // last minutes' sales; the settled ones spread over the rest of the day, all in order.
    const isOpen = planned.outcome === "created" || planned.outcome === "pending";
    const openStep = Math.min(5 * MINUTE, slot / 2);
    const createdAt = isOpen
      ? new Date(now.getTime() - 2 * MINUTE - (DEMO_TODAY_SALES.length - n) * openStep)
      : new Date(now.getTime() - 2 * MINUTE - span + slot * (n + 1));
    const settledAfter = isOpen ? openStep / 2 : slot / 3;
    return [
      { at: createdAt, kind: "charge", sale },
      ...(planned.outcome === "created"
        ? []
        : [{ at: new Date(createdAt.getTime() + settledAfter), kind: "settle" as const, sale }]),
    ];
  });
}

/** A withdrawal's request and what follows it: review (approve, reject or cancel), then the payout's outcome. */
function withdrawalSteps(seller: DemoSeller, index: number, now: Date): Step[] {
  return seller.withdrawals.flatMap((plan, n): Step[] => {
    const ref = `${seller.email}#w${n}`;
    const requestedAt =
      plan.daysAgo === 0 ? new Date(now.getTime() - (100 - index * 20) * 1000) : at(now, plan.daysAgo, plan.hour);
    const steps: Step[] = [{ at: requestedAt, kind: "withdraw", seller: seller.email, ref, plan }];
    if (plan.outcome === "requested") return steps;
    const reviewedAt = new Date(requestedAt.getTime() + (plan.outcome === "cancelled" ? 20 * MINUTE : 90 * MINUTE));
    steps.push({ at: reviewedAt, kind: "review", seller: seller.email, ref, plan });
    if (plan.outcome === "completed" || plan.outcome === "failed")
      steps.push({ at: new Date(reviewedAt.getTime() + 3 * MINUTE), kind: "payout", seller: seller.email, ref, plan });
    return steps;
  });
}

/**
 * Moves paid sales whose reserve would come due in the hour after `now` an hour earlier, so no
 * release lands while the browser specs compare balances.
 */
function awayFromReleases(steps: Step[], now: Date, reserveDays: number) {
  const releaseOf = (step: Step) => step.at.getTime() + reserveDays * DAY;
  const risky = new Set(
    steps
      .filter(
        (step) =>
          step.kind === "settle" &&
          releaseOf(step) > now.getTime() - 10 * MINUTE &&
          releaseOf(step) <= now.getTime() + HOUR,
      )
      .map((step) => (step as { sale: Sale }).sale.ref),
  );
  return steps.map((step) =>
    "sale" in step && risky.has(step.sale.ref) ? { ...step, at: new Date(step.at.getTime() - 2 * HOUR) } : step,
  );
}

/** Every step of every demo seller's history, oldest first. */
export function demoTimeline(now: Date): Step[] {
  const steps = DEMO_SELLERS.flatMap((seller, index) => {
    const joined = at(now, seller.joinedDaysAgo, 9);
    let own: Step[] = [
      { at: joined, kind: "join", seller: seller.email },
      ...seller.links.flatMap((link): Step[] => [
        {
          at: at(now, link.createdDaysAgo, 9.5 + index * 0.1),
          kind: "link",
          seller: seller.email,
          description: link.description,
        },
        ...(link.deactivatedDaysAgo === undefined
          ? []
          : [
              {
                at: at(now, link.deactivatedDaysAgo, 7),
                kind: "deactivateLink" as const,
                seller: seller.email,
                description: link.description,
              },
            ]),
      ]),
      ...pastSales(seller, index, now),
      ...withdrawalSteps(seller, index, now),
    ];
    if (seller.reserve)
      own.push({ at: new Date(joined.getTime() + 30 * MINUTE), kind: "reserve", seller: seller.email });
    if (seller.webhookSinceDaysAgo !== undefined)
      own.push({ at: at(now, seller.webhookSinceDaysAgo, 11), kind: "webhook", seller: seller.email });
    if (seller.reserve) own = awayFromReleases(own, now, seller.reserve.days);
    return own;
  });
  steps.push(...todaySales(now));
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}
