import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { adminInbox, infractionsDue } from "@/lib/admin-inbox/service";
import { listAuditLog } from "@/lib/audit/queries";
import type { Actor } from "@/lib/auth/actor";
import { sessionActor } from "@/lib/auth/actor";
import { approveEnterprise, rejectEnterprise } from "@/lib/enterprises/review";
import {
  countReviewQueue,
  getEnterpriseForAdmin,
  listAdminEnterprises,
  listReviewQueue,
} from "@/lib/enterprises/service";
import { CreateFeeSchema, UpdateFeeSchema } from "@/lib/fees/schema";
import {
  activeDefaultFees,
  createFee,
  getFeeOrSellerFees,
  listAllFees,
  listDefaultFees,
  updateFee,
} from "@/lib/fees/service";
import { exportPaymentsCsv } from "@/lib/payments/export";
import { listAdminPayments, paymentTotals } from "@/lib/payments/service";
import { revenuePerEnterprise } from "@/lib/reports/dashboard";
import { PutReserveConfigSchema } from "@/lib/reserves/schema";
import { getReserveConfig, listReserveConfigs, putReserveConfig } from "@/lib/reserves/service";
import { availableBalancesOf, findSellers, getAdminSeller, listAdminSellers } from "@/lib/sellers/admin-list";
import { insertUser } from "@/lib/testing/users";
import { CreateUserSchema } from "@/lib/users/schema";
import { createUser, deleteUser, listMembers } from "@/lib/users/service";
import { listWithdrawalConfigs, putWithdrawalConfig } from "@/lib/withdrawals/config";
import { PutWithdrawalConfigSchema } from "@/lib/withdrawals/schema";

// Every admin service, called directly (as a page or a script does, without the route wrapper):
// a seller is refused with FORBIDDEN before anything is read or written; an admin is not.
// The withdrawal review services have their own file (lib/withdrawals/withdrawal-review.int.test.ts).

const PAGE = { page: 1, perPage: 5 };
let sellerId: string;

const ADMIN_SERVICES: [string, (actor: Actor) => Promise<unknown>][] = [
  ["listAdminPayments", (actor) => listAdminPayments(actor, PAGE)],
  ["paymentTotals", (actor) => paymentTotals(actor, {})],
  ["exportPaymentsCsv", async (actor) => exportPaymentsCsv(actor, {}, "br").cancel()],
  ["listAdminSellers", (actor) => listAdminSellers(actor, PAGE)],
  ["getAdminSeller", (actor) => getAdminSeller(actor, sellerId)],
  ["availableBalancesOf", (actor) => availableBalancesOf(actor, [sellerId])],
  ["findSellers", (actor) => findSellers(actor, "loja")],
  ["listAuditLog", (actor) => listAuditLog(actor, PAGE)],
  ["adminInbox", (actor) => adminInbox(actor)],
  ["infractionsDue", (actor) => infractionsDue(actor)],
  ["listAdminEnterprises", (actor) => listAdminEnterprises(actor, PAGE)],
  ["countReviewQueue", (actor) => countReviewQueue(actor)],
  ["listReviewQueue", (actor) => listReviewQueue(actor, PAGE)],
  ["getEnterpriseForAdmin", (actor) => getEnterpriseForAdmin(actor, randomUUID())],
  ["listMembers", (actor) => listMembers(actor, PAGE)],
  ["listAllFees", (actor) => listAllFees(actor, PAGE)],
  ["listDefaultFees", (actor) => listDefaultFees(actor, PAGE)],
  ["activeDefaultFees", (actor) => activeDefaultFees(actor)],
  ["getFeeOrSellerFees", (actor) => getFeeOrSellerFees(actor, sellerId)],
  ["revenuePerEnterprise", (actor) => revenuePerEnterprise(actor, { period: "month", ...PAGE })],
  ["listReserveConfigs", (actor) => listReserveConfigs(actor, PAGE)],
  ["getReserveConfig", (actor) => getReserveConfig(actor, sellerId)],
  ["listWithdrawalConfigs", (actor) => listWithdrawalConfigs(actor, PAGE)],
  // Writes aim at ids that do not exist, so the admin's call fails after the check (NOT_FOUND) and changes nothing.
  [
    "createFee",
    (actor) => createFee(actor, CreateFeeSchema.parse({ sellerId: randomUUID(), feeType: "FIXED", feeValue: 1 })),
  ],
  ["updateFee", (actor) => updateFee(actor, randomUUID(), UpdateFeeSchema.parse({ isActive: false }))],
  [
    "putReserveConfig",
    (actor) => putReserveConfig(actor, randomUUID(), PutReserveConfigSchema.parse({ percentage: 10, days: 14 })),
  ],
  [
    "putWithdrawalConfig",
    (actor) =>
      putWithdrawalConfig(
        actor,
        randomUUID(),
        PutWithdrawalConfigSchema.parse({
          minAmount: 10,
          maxAmount: 100,
          dailyLimit: 100,
          feeType: "FIXED",
          feeValue: 0,
          mode: "MANUAL",
          allowApi: false,
        }),
      ),
  ],
  ["approveEnterprise", (actor) => approveEnterprise(actor, randomUUID())],
  ["rejectEnterprise", (actor) => rejectEnterprise(actor, randomUUID(), "Documentos ilegíveis")],
  ["deleteUser", (actor) => deleteUser(actor, randomUUID())],
  // The caller's own e-mail: the admin's call is refused as a duplicate, after the check.
  [
    "createUser",
    async (actor) =>
      createUser(
        actor,
        CreateUserSchema.parse({ email: actor.email, password: "nova-senha-123", companyName: "Outra", role: "admin" }),
      ),
  ],
];

let admin: Actor;
let seller: Actor;

beforeAll(async () => {
  admin = sessionActor(await insertUser({ role: "admin" }));
  seller = sessionActor(await insertUser({ approved: true }));
  sellerId = seller.userId;
});

/** The call's refusal code, or "ok" when it went through. */
const codeOf = (call: () => Promise<unknown>) =>
  call().then(
    () => "ok",
    (error: { code?: string }) => error.code ?? String(error),
  );

it.each(ADMIN_SERVICES)("%s refuses a seller and lets an admin through", async (_name, call) => {
  expect(await codeOf(() => call(seller))).toBe("FORBIDDEN");
  expect(await codeOf(() => call(admin))).not.toBe("FORBIDDEN");
});
