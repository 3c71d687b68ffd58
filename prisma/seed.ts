import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { addFounder } from "@/lib/team/accounts";
import { backdate, releaseDueHolds } from "./demo/backdate";
import { ensureApprovedCompanyDocuments } from "./demo/company-documents";
import { DEMO_SELLERS, HISTORY_DAYS, demoTimeline } from "./demo/plan";
import { DemoClock, ensureSeller, playTimeline } from "./demo/play";
import { REVIEW_COMPANY, REVIEW_SELLER_EMAIL, ensureCompanyAwaitingReview } from "./demo/review-queue";

export const DEMO_PASSWORD = "demo12345";

export const DEMO_ACCOUNTS = [
  { email: "admin@demo.pix.br", role: "admin", approved: true, companyName: "Plataforma PIX", label: "administrador" },
  {
    email: "vendedor@demo.pix.br",
    role: "seller",
    approved: true,
    companyName: "Loja Aurora Ltda",
    label: "vendedor aprovado",
  },
  {
    email: "pendente@demo.pix.br",
    role: "seller",
    approved: false,
    companyName: "Café Pendente ME",
    label: "vendedor sem empresa cadastrada",
  },
  {
    email: REVIEW_SELLER_EMAIL,
    role: "seller",
    approved: false,
    companyName: REVIEW_COMPANY.companyName,
    label: "empresa em análise: aprove ou recuse em /admin/enterprises",
  },
] as const;

/** The demo seller's history is there (a partly seeded one is not finished: `rm -rf .data` starts over). */
async function hasHistory() {
  return (await db().paymentLink.count({ where: { seller: { email: DEMO_SELLERS[0]!.email } } })) > 0;
}

async function ensureAccounts(passwordHash: string) {
  const users = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const user = await db().user.upsert({
      where: { email: account.email },
      update: {},
      create: {
        email: account.email,
        role: account.role,
        approved: account.approved,
        companyName: account.companyName,
        passwordHash,
        emailVerifiedAt: new Date(),
      },
    });
    await addFounder(direct, user);
    users.set(account.email, user.id);
  }
  await ensureSeller(DEMO_SELLERS[0]!, passwordHash, users.get("admin@demo.pix.br")!);
}

/**
 * Creates the demo accounts and, on a database without them, 60 days of history: sellers, links,
 * sales in every status, refunds, a rolling reserve, withdrawals in every status and a webhook.
 * It is played through the real services and then dated (prisma/demo/). The approved companies get
 * their documents, and a company is sent for review, today, so the admin's queue has one. Safe to
 * run on every start.
 */
export async function seedDemo(now = new Date()) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  if (await hasHistory()) await ensureAccounts(passwordHash);
  else {
    const clock = new DemoClock();
    await clock.at(new Date(now.getTime() - (HISTORY_DAYS + 5) * 86_400_000), () => ensureAccounts(passwordHash));
    await playTimeline(demoTimeline(now), clock, passwordHash);
    await backdate(clock, now);
    await releaseDueHolds();
  }
  await ensureApprovedCompanyDocuments();
  await ensureCompanyAwaitingReview();
  await ensureDemoTeam(passwordHash);
}

/** A team to show: a finance member in Loja Aurora, and `vendedor@` reading Grãos' account too (the picker). */
async function ensureDemoTeam(passwordHash: string) {
  const [aurora, graos] = await Promise.all(
    [DEMO_SELLERS[0]!.email, "graos@demo.pix.br"].map((email) => db().user.findUnique({ where: { email } })),
  );
  if (!aurora) return;
  const finance = await db().user.upsert({
    where: { email: DEMO_TEAM_MEMBER.email },
    update: {},
    create: {
      ...DEMO_TEAM_MEMBER,
      companyName: DEMO_TEAM_MEMBER.name,
      role: "member",
      passwordHash,
      emailVerifiedAt: new Date(),
    },
  });
  const join = (sellerId: string, userId: string, role: "finance" | "viewer") =>
    db().membership.upsert({
      where: { sellerId_userId: { sellerId, userId } },
      update: {},
      create: { sellerId, userId, role, invitedById: sellerId },
    });
  await join(aurora.id, finance.id, "finance");
  if (graos) await join(graos.id, aurora.id, "viewer");
}

export const DEMO_TEAM_MEMBER = { email: "financeiro@demo.pix.br", name: "Fernanda Financeiro" } as const;
