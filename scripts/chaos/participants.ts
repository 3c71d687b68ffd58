// Who acts in a chaos run: the demo's approved seller (its company and payout key as the demo seeds
// them), acting through an API key pair as an integrator's server does, and the demo's admin, who
// approves withdrawals and returns held PIX.
import { AppSession, publicPost } from "./api";

export type Participants = {
  seller: AppSession;
  admin: AppSession;
  adminUser: { id: string; email: string; role: "admin"; approved: boolean };
};

const tokenOf = (body: unknown) => (body as { tokens: { access: string } }).tokens.access;

/**
 * Creates the accounts in the database (the demo seed's own helpers), then, through the API: the seller's key pair,
 * and the seller's withdrawal rules that let that key pair withdraw (reviewed by hand: the admin approves each one).
 */
export async function setUpParticipants(appUrl: string): Promise<Participants> {
  const { hashPassword } = await import("@/lib/auth/passwords");
  const { db } = await import("@/lib/db/client");
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("@/prisma/seed");
  const { ensureSeller } = await import("@/prisma/demo/play");
  const { DEMO_SELLERS } = await import("@/prisma/demo/plan");
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const adminAccount = DEMO_ACCOUNTS.find((account) => account.role === "admin")!;
  const adminUser = await db().user.create({
    data: {
      email: adminAccount.email,
      role: "admin",
      approved: true,
      companyName: adminAccount.companyName,
      passwordHash,
      emailVerifiedAt: new Date(),
    },
  });
  const sellerPlan = DEMO_SELLERS[0]!;
  await ensureSeller(sellerPlan, passwordHash, adminUser.id);
  const sellerUser = await db().user.findUniqueOrThrow({ where: { email: sellerPlan.email } });

  const userLogin = (email: string) => async (baseUrl: string) =>
    tokenOf(await publicPost(baseUrl, "/api/v1/auth/login", { email, password: DEMO_PASSWORD }));
  const sellerUserSession = new AppSession(appUrl, userLogin(sellerUser.email));
  const keys = await sellerUserSession.call("PUT", "/api/v1/integrations/credentials/regenerate");
  if (keys.status !== 200) throw new Error(`the seller's key pair: ${keys.status} ${JSON.stringify(keys.body)}`);
  const { publicKey, privateKey } = keys.body as { publicKey: string; privateKey: string };
  const seller = new AppSession(appUrl, async (baseUrl) =>
    tokenOf(await publicPost(baseUrl, "/api/v1/api/auth/login", { publicKey, privateKey })),
  );
  const admin = new AppSession(appUrl, userLogin(adminUser.email));
  const rules = await admin.call("PUT", `/api/v1/admin/withdrawal-configs/${sellerUser.id}`, {
    body: {
      minAmount: 20,
      maxAmount: 5000,
      dailyLimit: 1_000_000,
      feeType: "FIXED",
      feeValue: 2,
      mode: "MANUAL",
      allowApi: true,
    },
  });
  if (rules.status !== 200)
    throw new Error(`the seller's withdrawal rules: ${rules.status} ${JSON.stringify(rules.body)}`);
  return { seller, admin, adminUser: { ...adminUser, role: "admin" } };
}
