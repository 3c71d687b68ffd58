// Plays the demo's timeline through the real services, in its order, so ledger, reserves, outbox
// and report deltas are exactly what the application would have written. Everything happens now;
// the clock notes when each step ran so that backdate.ts can move it to the step's date.
import { randomUUID } from "node:crypto";
import { type Actor, sessionActor } from "@/lib/auth/actor";
import { addFounder } from "@/lib/team/accounts";
import type { Role } from "@/lib/db/generated/enums";
import { recordAudit } from "@/lib/audit/record-audit";
import { PaymentCustomerSchema } from "@/lib/customers/schema";
import { db } from "@/lib/db/client";
import { type Enterprise, Prisma, type SellerWebhook, type User } from "@/lib/db/generated/client";
import { transaction } from "@/lib/db/transaction";
import { queueReviewEmail } from "@/lib/enterprises/review";
import { createPaymentLink, deactivatePaymentLink } from "@/lib/payment-links/service";
import { createPayment } from "@/lib/payments/create-payment";
import { cancelPayment } from "@/lib/payments/withdraw-charge";
import { refundRemaining } from "@/lib/refunds/service";
import { applySandboxCallback } from "@/lib/payments/sandbox";
import type { SandboxCallback } from "@/lib/pix/sandbox-control";
import { putReserveConfig } from "@/lib/reserves/service";
import { newWebhookSecret } from "@/lib/webhooks/secrets";
import { approveWithdrawal, cancelWithdrawal, createWithdrawal, rejectWithdrawal } from "@/lib/withdrawals/service";
import { DEMO_SELLERS, type DemoSeller, type Sale, type Step } from "./plan";
import { DEMO_WEBHOOK } from "./sellers";

/** Which real instant each step started at, and the date it stands for. */
export class DemoClock {
  readonly marks: { realStart: Date; target: Date }[] = [];

  async at<T>(target: Date, run: () => Promise<T>): Promise<T> {
    // Distinct, increasing start instants: each one opens the stretch of real time of its step.
    const last = this.marks.at(-1)?.realStart.getTime() ?? 0;
    while (Date.now() <= last) await new Promise((resolve) => setImmediate(resolve));
    this.marks.push({ realStart: new Date(), target });
    return run();
  }
}

const asActor = (user: { id: string; email: string; role: Role; approved: boolean }): Actor => ({
  ...sessionActor(user),
  via: "bearer",
});

/** A seller's account and approved company, created when missing. */
export async function ensureSeller(seller: DemoSeller, passwordHash: string, adminId: string) {
  await transaction(async (tx) => {
    // An existing account stays as it is: the SET changes nothing, it only makes RETURNING give the row.
    const [user] = await tx.$queryRaw<[Pick<User, "id" | "email" | "role">]>`
      INSERT INTO users (id, email, role, approved, "companyName", "passwordHash", "emailVerifiedAt", "updatedAt")
      VALUES (gen_random_uuid(), ${seller.email}, 'seller', true, ${seller.companyName}, ${passwordHash}, now(), now())
      ON CONFLICT (email) DO UPDATE SET email = users.email
      RETURNING id, email, role`;
    await addFounder(tx, user);
    if ((await tx.$queryRaw<unknown[]>`SELECT 1 FROM enterprises WHERE "userId" = ${user.id}::uuid LIMIT 1`).length)
      return;
    const now = new Date();
    const fields = {
      ...seller.enterprise,
      userId: user.id,
      status: "APPROVED",
      submittedAt: now,
      reviewedAt: now,
      reviewedById: adminId,
    };
    // The column names are the keys of the demo's own fields; the values are parameters.
    const columns = Prisma.join(Object.keys(fields).map((name) => Prisma.raw(`"${name}"`)));
    const [enterprise] = await tx.$queryRaw<[Enterprise]>`
      INSERT INTO enterprises (id, ${columns}, "updatedAt")
      VALUES (gen_random_uuid(), ${Prisma.join(Object.values(fields))}, now())
      RETURNING *`;
    // What the admin's approval would have sent: the demo's mailbox (/admin/emails) starts with it.
    await queueReviewEmail(tx, user.email, enterprise);
    // The payout key as setPayoutKey registers a first one: the company's CNPJ, payable at once.
    await tx.$executeRaw`
      INSERT INTO payout_keys (id, "sellerId", "pixKey", "pixKeyType", "holderVerified", "createdBy", "createdAt")
      VALUES (gen_random_uuid(), ${user.id}::uuid, ${seller.enterprise.cnpj}, 'CNPJ', true, ${user.id}::uuid, ${now})`;
  });
}

async function sendCallback(event: SandboxCallback) {
  const outcome = await applySandboxCallback(event);
  if (outcome !== "applied") throw new Error(`demo callback ${event.type} was ${outcome}`);
}

type Known = {
  admin: Actor;
  sellers: Map<string, Actor>;
  links: Map<string, string>;
  payments: Map<string, string>;
  withdrawals: Map<string, string>;
};

async function sellerActor(known: Known, email: string) {
  let actor = known.sellers.get(email);
  if (!actor) {
    actor = asActor(await db().user.findUniqueOrThrow({ where: { email } }));
    known.sellers.set(email, actor);
  }
  return actor;
}

async function charge(known: Known, sale: Sale) {
  const customer = PaymentCustomerSchema.parse(sale.buyer);
  const payment = sale.link
    ? await createPayment(null, { paymentLinkId: known.links.get(`${sale.seller}:${sale.link}`)!, customer }, null)
    : await createPayment(
        await sellerActor(known, sale.seller),
        { amount: sale.amount, customer, ...(sale.externalId && { externalId: sale.externalId }) },
        null,
      );
  known.payments.set(sale.ref, payment.id);
}

async function settle(known: Known, sale: Sale) {
  const payment = await db().payment.findFirstOrThrow({ where: { id: known.payments.get(sale.ref)! } });
  const chargeId = payment.providerChargeId!;
  if (sale.outcome === "cancelled")
    return void (await cancelPayment(await sellerActor(known, sale.seller), payment.id));
  const type =
    sale.outcome === "expired" ? "charge.expired" : sale.outcome === "pending" ? "charge.pending" : "charge.paid";
  await sendCallback({ type, chargeId, amount: payment.amount });
}

/** Asks for a share of what is available now, in whole R$ 10, within the default rules. */
async function withdraw(known: Known, step: Extract<Step, { kind: "withdraw" }>) {
  const actor = await sellerActor(known, step.seller);
  const account = await db().ledgerAccount.findUniqueOrThrow({
    where: { sellerId_type: { sellerId: actor.userId, type: "SELLER_AVAILABLE" } },
  });
  const amount = Math.min(
    500_000,
    Math.max(2_000, Math.floor((Number(account.balance) * step.plan.share) / 1_000) * 1_000),
  );
  const withdrawal = await createWithdrawal(actor, { amount }, null);
  known.withdrawals.set(step.ref, withdrawal.id);
}

async function review(known: Known, step: Extract<Step, { kind: "review" }>) {
  const id = known.withdrawals.get(step.ref)!;
  if (step.plan.outcome === "cancelled") await cancelWithdrawal(await sellerActor(known, step.seller), id);
  else if (step.plan.outcome === "rejected") await rejectWithdrawal(known.admin, id, step.plan.reason);
  else await approveWithdrawal(known.admin, id);
}

async function payout(known: Known, step: Extract<Step, { kind: "payout" }>) {
  const withdrawal = await db().withdrawal.findUniqueOrThrow({ where: { id: known.withdrawals.get(step.ref)! } });
  const base = { payoutId: withdrawal.providerPayoutId!, amount: withdrawal.netAmount };
  await sendCallback(
    step.plan.outcome === "failed"
      ? { ...base, type: "payout.failed", reason: "Chave PIX não encontrada no banco de destino" }
      : { ...base, type: "payout.completed" },
  );
}

/**
 * The demo endpoint's host never resolves, and createWebhook refuses a target it cannot look up:
 * the row is written as createWebhook would write it.
 */
async function addWebhook(actor: Actor) {
  const id = randomUUID();
  await transaction(async (tx) => {
    const [webhook] = await tx.$queryRaw<[Pick<SellerWebhook, "id" | "url" | "events">]>`
      INSERT INTO seller_webhooks (id, "sellerId", url, events, secret, "updatedAt")
      VALUES (${id}::uuid, ${actor.userId}::uuid, ${DEMO_WEBHOOK.url}, ${DEMO_WEBHOOK.events}::text[],
              ${newWebhookSecret(id).sealed}, now())
      RETURNING id, url, events`;
    await recordAudit(tx, actor, {
      action: "webhook.created",
      entityType: "webhook",
      entityId: webhook.id,
      after: { url: webhook.url, events: webhook.events },
    });
  });
}

async function run(known: Known, step: Step, passwordHash: string) {
  switch (step.kind) {
    case "join":
      return ensureSeller(
        DEMO_SELLERS.find((seller) => seller.email === step.seller)!,
        passwordHash,
        known.admin.userId,
      );
    case "reserve": {
      const { reserve } = DEMO_SELLERS.find((seller) => seller.email === step.seller)!;
      return putReserveConfig(known.admin, (await sellerActor(known, step.seller)).userId, {
        ...reserve!,
        isActive: true,
      });
    }
    case "webhook":
      return addWebhook(await sellerActor(known, step.seller));
    case "link": {
      const amount = DEMO_SELLERS.find((seller) => seller.email === step.seller)!.links.find(
        (link) => link.description === step.description,
      )!.amount;
      const link = await createPaymentLink(
        await sellerActor(known, step.seller),
        { description: step.description, amount },
        null,
      );
      return void known.links.set(`${step.seller}:${step.description}`, link.id);
    }
    case "deactivateLink":
      return deactivatePaymentLink(
        await sellerActor(known, step.seller),
        known.links.get(`${step.seller}:${step.description}`)!,
      );
    case "charge":
      return charge(known, step.sale);
    case "settle":
      return settle(known, step.sale);
    case "refund":
      return void (await refundRemaining(
        await sellerActor(known, step.sale.seller),
        known.payments.get(step.sale.ref)!,
      ));
    case "withdraw":
      return withdraw(known, step);
    case "review":
      return review(known, step);
    case "payout":
      return payout(known, step);
  }
}

/** Runs every step at its turn, each under the clock. */
export async function playTimeline(steps: Step[], clock: DemoClock, passwordHash: string) {
  const admin = asActor(await db().user.findUniqueOrThrow({ where: { email: "admin@demo.pix.br" } }));
  const known: Known = { admin, sellers: new Map(), links: new Map(), payments: new Map(), withdrawals: new Map() };
  for (const step of steps) await clock.at(step.at, () => run(known, step, passwordHash));
}
