import { randomUUID } from "node:crypto";
import { cpf } from "cpf-cnpj-validator";
import { beforeAll, expect, it } from "vitest";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { db } from "@/lib/db/client";
import { listOperations } from "@/lib/openapi/document";
import { createSubmittedEnterprise, fileForm, PNG, validEnterpriseInput } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, fundSeller, sendCallback } from "@/lib/testing/payments";
import { startReceiver } from "@/lib/testing/receiver";
import { addTeamMember } from "@/lib/testing/team";
import { createUserAndLogin, TEST_PASSWORD } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";

/**
 * Who may call what. Columns: anonymous, an unapproved seller, another approved seller, the
 * owner's integration token, an admin, the owner (an approved seller owning every resource in
 * the path). "ok" = let through (any answer but 401/403/404); otherwise the refusal expected.
 * Rows run in this order and callers left to right, so the few rows that destroy the owner's
 * resources come last, and their later columns see the result (noted where it matters).
 * A route missing from this table fails the test.
 */
const MATRIX: [string, string][] = [
  ["GET /api/v1/status", "ok ok ok ok ok ok ok ok ok"],
  ["GET /api/v1/status/events", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/auth/register", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/auth/login", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/auth/refresh", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/auth/logout", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/api/auth/login", "ok ok ok ok ok ok ok ok ok"],
  // Password reset: public; a link that does not exist answers 410, let through.
  ["POST /api/v1/auth/password-resets", "ok ok ok ok ok ok ok ok ok"],
  ["GET /api/v1/auth/password-resets/{token}", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/auth/password-resets/{token}", "ok ok ok ok ok ok ok ok ok"],
  // Provider callbacks authenticate by their signature, which no caller here has.
  ["POST /api/v1/providers/{name}/webhook", "401 401 401 401 401 401 401 401 401"],
  // API Pix notifications authenticate by the secret in their URL, checked before the body is read; this server's
  // provider is the sandbox, so no one finds the route (the 401 is in lib/payments/psp-misbehaving.int.test.ts).
  ["POST /api/v1/providers/api-pix/notifications/{secret}", "404 404 404 404 404 404 404 404 404"],
  ["POST /api/v1/providers/api-pix/notifications/{secret}/pix", "404 404 404 404 404 404 404 404 404"],
  ["GET /api/v1/payment-links/{ref}", "ok ok ok ok ok ok ok ok ok"],
  ["GET /api/v1/payment-links/{ref}/payments/{paymentId}", "ok ok ok ok ok ok ok ok ok"],
  ["GET /api/v1/payment-links/{ref}/payments/{paymentId}/receipt", "ok ok ok ok ok ok ok ok ok"],
  ["GET /api/v1/payment-links/{ref}/preview", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/sandbox/payments/{id}/pay", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/sandbox/withdrawals/{id}/complete", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/sandbox/withdrawals/{id}/fail", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/payments", "401 403 ok ok 403 ok 403 403 ok"],
  ["GET /api/v1/payments", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/payments/totals", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/payments/{id}", "401 404 404 ok ok ok ok ok ok"],
  ["GET /api/v1/payments/{id}/qrcode", "401 404 404 ok ok ok ok ok ok"],
  ["POST /api/v1/payments/{id}/cancel", "401 403 404 ok 403 ok 403 403 ok"],
  ["GET /api/v1/payments/{id}/refunds", "401 404 404 ok ok ok ok ok ok"],
  ["POST /api/v1/payments/{id}/refunds", "401 403 404 ok 403 ok 403 403 ok"],
  ["POST /api/v1/payments/{id}/refund", "401 403 404 ok 403 ok 403 403 ok"],
  ["POST /api/v1/payment-links", "401 403 ok ok 403 ok 403 403 ok"],
  ["GET /api/v1/payment-links", "401 403 ok ok 403 ok ok ok ok"],
  ["PATCH /api/v1/payment-links/{ref}", "401 403 404 ok 403 ok 403 403 ok"],
  ["DELETE /api/v1/payment-links/{ref}", "401 403 404 ok 403 ok 403 403 ok"],
  ["POST /api/v1/payment-links/{ref}/activate", "401 403 404 ok 403 ok 403 403 ok"],
  ["GET /api/v1/payment-links/{ref}/qrcode", "401 403 404 ok 403 ok ok ok ok"],
  ["POST /api/v1/customers", "401 403 ok ok 403 ok 403 403 ok"],
  ["GET /api/v1/customers", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/customers/{id}", "401 403 404 ok 403 ok ok ok ok"],
  ["PATCH /api/v1/customers/{id}", "401 403 404 ok 403 ok 403 403 ok"],
  ["GET /api/v1/seller-balances/me", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/seller-balances/me/ofx", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/seller-balances/me/csv", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/seller-balances/me/reserve-holds", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/seller-balances/me/statement-totals", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/transactions", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/transactions/{id}", "401 404 404 ok ok ok ok ok ok"],
  ["GET /api/v1/dashboard/overview", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/dashboard/daily-sales-values", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/dashboard/daily-sales-count", "401 403 ok ok 403 ok ok ok ok"],
  // The owner's withdrawal rules keep API withdrawals off (allowApi), so its integration is refused.
  ["POST /api/v1/withdrawals", "401 403 ok 403 403 ok 403 403 ok"],
  ["GET /api/v1/withdrawals", "401 403 ok ok 403 ok ok ok ok"],
  ["GET /api/v1/withdrawals/{id}", "401 404 404 ok ok ok ok ok ok"],
  ["POST /api/v1/withdrawals/{id}/cancel", "401 403 404 ok 403 ok 403 403 ok"],
  ["GET /api/v1/withdrawal-configs/me", "401 ok ok ok 403 ok ok ok ok"],
  // Another seller has no key registered: 404.
  ["GET /api/v1/payout-keys/me", "401 403 404 ok 403 ok ok ok ok"],
  // Browser sessions only (lib/withdrawals/payout-keys.int.test.ts registers and changes keys through one): every token
  // here is refused.
  ["PUT /api/v1/payout-keys/me", "401 403 403 403 403 403 403 403 403"],
  ["GET /api/v1/fees", "401 ok ok 403 ok ok ok ok ok"],
  ["GET /api/v1/fees/me", "401 ok ok 403 403 ok ok ok ok"],
  ["POST /api/v1/fees", "401 403 403 403 ok 403 403 403 403"],
  ["PUT /api/v1/fees/{id}", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/users/{id}", "401 404 404 403 ok 404 404 404 ok"],
  ["PATCH /api/v1/users/{id}", "401 404 404 403 ok 404 404 404 ok"],
  ["PATCH /api/v1/users/{id}/password", "401 404 404 403 404 404 404 404 ok"],
  ["POST /api/v1/users", "401 403 403 403 ok 403 403 403 403"],
  // Each person's own two-factor sign-in (lib/auth/totp.int.test.ts); integration tokens are no person.
  ["POST /api/v1/users/me/totp", "401 ok ok 403 ok ok ok ok ok"],
  ["POST /api/v1/users/me/totp/confirm", "401 ok ok 403 ok ok ok ok ok"],
  ["POST /api/v1/users/me/totp/recovery-codes", "401 ok ok 403 ok ok ok ok ok"],
  ["DELETE /api/v1/users/me/totp", "401 ok ok 403 ok ok ok ok ok"],
  ["POST /api/v1/users/me/email-changes", "401 ok ok 403 ok ok ok ok ok"],
  // Confirmed by the link alone, signed in or not (lib/accounts/email-change.int.test.ts).
  ["POST /api/v1/users/me/email-changes/{token}", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/users/me/email-verifications", "401 ok ok 403 ok ok ok ok ok"],
  // Confirmed by the link alone, signed in or not (lib/accounts/email-verification.int.test.ts).
  ["POST /api/v1/users/me/email-verifications/{token}", "ok ok ok ok ok ok ok ok ok"],
  ["GET /api/v1/users/me/sessions", "401 ok ok 403 ok ok ok ok ok"],
  // One of the owner's browser sessions: anyone else's "me" has no such session.
  ["DELETE /api/v1/users/me/sessions/{id}", "401 404 404 403 404 404 404 404 ok"],
  // Browser sessions only (lib/accounts/sessions.int.test.ts keeps the caller's): every token here is refused.
  ["POST /api/v1/users/me/sessions/end-others", "401 403 403 403 403 403 403 403 403"],
  ["GET /api/v1/enterprises", "401 ok ok 403 ok ok ok ok ok"],
  // The unapproved seller and the other one register a company of their own here (the owner has one: 409).
  ["POST /api/v1/enterprises", "401 ok ok 403 403 403 403 403 ok"],
  ["PATCH /api/v1/enterprises", "401 ok ok 403 403 403 403 403 ok"],
  ["GET /api/v1/enterprises/{id}", "401 404 404 403 ok ok ok ok ok"],
  ["POST /api/v1/enterprises/{id}", "401 404 404 403 403 403 403 403 ok"],
  ["POST /api/v1/enterprises/{id}/documents", "401 404 404 403 403 403 403 403 ok"],
  ["GET /api/v1/enterprises/{id}/documents/{type}", "401 404 404 403 ok ok ok ok ok"],
  ["POST /api/v1/enterprises/{id}/documents/{type}", "401 404 404 403 403 403 403 403 ok"],
  ["PATCH /api/v1/enterprises/{id}/documents/{type}", "401 404 404 403 403 403 403 403 ok"],
  ["GET /api/v1/integrations/credentials", "401 ok ok 403 403 ok ok ok ok"],
  ["POST /api/v1/seller-webhooks", "401 403 ok 403 403 403 ok 403 ok"],
  ["GET /api/v1/seller-webhooks", "401 403 ok 403 403 ok ok ok ok"],
  ["GET /api/v1/seller-webhooks/{id}/deliveries", "401 403 404 403 403 ok ok ok ok"],
  ["POST /api/v1/seller-webhooks/{id}/test", "401 403 404 403 403 403 ok 403 ok"],
  ["POST /api/v1/seller-webhooks/{id}/deliveries/{deliveryId}/resend", "401 403 404 403 403 403 ok 403 ok"],
  ["GET /api/v1/users/me/sellers", "401 ok ok 403 ok ok ok ok ok"],
  // The global search (lib/search/search-api.int.test.ts): every member reads the account, integrations are refused.
  ["GET /api/v1/search", "401 403 ok 403 ok ok ok ok ok"],
  ["GET /api/v1/team/members", "401 ok ok 403 403 ok ok ok ok"],
  ["GET /api/v1/team/invitations", "401 ok ok 403 403 403 403 403 ok"],
  ["POST /api/v1/team/invitations", "401 ok ok 403 403 403 403 403 ok"],
  // An invitation and a member no one has: the owner is let through to a 404.
  ["DELETE /api/v1/team/invitations/{id}", "401 404 404 403 403 403 403 403 404"],
  ["PATCH /api/v1/team/members/{userId}", "401 404 404 403 403 403 403 403 404"],
  ["DELETE /api/v1/team/members/{userId}", "401 404 404 403 403 403 403 403 404"],
  ["POST /api/v1/team/ownership", "401 404 404 403 403 403 403 403 404"],
  // Invitations are read and accepted by their link's token (this one is no one's: 410).
  ["GET /api/v1/invitations/{token}", "ok ok ok ok ok ok ok ok ok"],
  ["POST /api/v1/invitations/{token}/accept", "ok ok ok ok ok ok ok ok ok"],
  ["GET /api/v1/admin/members", "401 403 403 403 ok 403 403 403 403"],
  ["PATCH /api/v1/admin/members/update-role/{id}", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/audit-log", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/dashboard/overview", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/dashboard/daily-sales-values", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/dashboard/daily-sales-count", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/enterprises", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/enterprises/request", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/enterprises/revenue", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/enterprises-revenue", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/enterprises/{id}/reject", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/enterprises/{id}/approve", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/enterprises/{id}", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/fees", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/fees", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/fees/{id}", "401 403 403 403 ok 403 403 403 403"],
  ["PUT /api/v1/admin/fees/{id}", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/fee-previews/{sellerId}", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/payments", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/payments/export", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/payments/total-transactions", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/payments/billing", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/transactions", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/reserve-configs", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/reserve-configs/{sellerId}", "401 403 403 403 ok 403 403 403 403"],
  ["PUT /api/v1/admin/reserve-configs/{sellerId}", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/withdrawal-configs", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/withdrawal-configs/{sellerId}", "401 403 403 403 ok 403 403 403 403"],
  ["PUT /api/v1/admin/withdrawal-configs/{sellerId}", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/withdrawals", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/withdrawals/request", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/withdrawals/dashboard", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/withdrawals/{id}/approve", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/withdrawals/{id}/reject", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/withdrawals/{id}/record-payout", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/withdrawals/{id}/record-payout-failure", "401 403 403 403 ok 403 403 403 403"],
  ["GET /api/v1/admin/unmatched-pix", "401 403 403 403 ok 403 403 403 403"],
  // No PIX is held in this test's data: the admin is let through to a 404.
  ["POST /api/v1/admin/unmatched-pix/{id}/return", "401 403 403 403 404 403 403 403 403"],
  ["GET /api/v1/admin/infractions", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/infractions", "401 403 403 403 ok 403 403 403 403"],
  // No infraction is open in this test's data: the admin is let through to a 404.
  ["POST /api/v1/admin/infractions/{id}/release", "401 403 403 403 404 403 403 403 403"],
  ["POST /api/v1/admin/infractions/{id}/refund", "401 403 403 403 404 403 403 403 403"],
  ["GET /api/v1/infractions", "401 ok ok ok 403 ok ok ok ok"],
  // No infraction is open in this test's data: those let through find none (404); answering takes the "disputes"
  // permission (owner, finance) first. lib/infractions/infraction-answers.int.test.ts answers real ones.
  ["GET /api/v1/infractions/{id}", "401 404 404 404 403 404 404 404 404"],
  ["POST /api/v1/infractions/{id}/responses", "401 404 404 404 403 404 403 403 404"],
  ["GET /api/v1/infractions/{id}/files/{fileId}", "401 404 404 404 404 404 404 404 404"],
  ["GET /api/v1/admin/emails", "401 403 403 403 ok 403 403 403 403"],
  // An e-mail id that does not exist: the admin is let through to a 404.
  ["GET /api/v1/admin/emails/{id}", "401 403 403 403 404 403 403 403 403"],
  ["GET /api/v1/admin/reconciliation/runs", "401 403 403 403 ok 403 403 403 403"],
  ["POST /api/v1/admin/reconciliation/runs", "401 403 403 403 ok 403 403 403 403"],
  // No day is reconciled and no difference recorded in this test's data: the admin is let through to a 404.
  ["GET /api/v1/admin/reconciliation/runs/{day}", "401 403 403 403 404 403 403 403 403"],
  ["GET /api/v1/admin/reconciliation/runs/{day}/differences", "401 403 403 403 404 403 403 403 403"],
  ["GET /api/v1/admin/reconciliation/runs/{day}/export", "401 403 403 403 404 403 403 403 403"],
  ["POST /api/v1/admin/reconciliation/differences/{id}/credit", "401 403 403 403 404 403 403 403 403"],
  ["POST /api/v1/admin/reconciliation/differences/{id}/refund", "401 403 403 403 404 403 403 403 403"],
  ["POST /api/v1/admin/reconciliation/differences/{id}/explain", "401 403 403 403 ok 403 403 403 403"],
  // Destructive rows. Each user deletion targets a fresh user.
  ["DELETE /api/v1/users/{id}", "401 403 403 403 ok 403 403 403 403"],
  ["DELETE /api/v1/admin/users/{id}", "401 403 403 403 ok 403 403 403 403"],
  // The developer removes it first: the owner then finds none.
  ["DELETE /api/v1/seller-webhooks/{id}", "401 403 404 403 403 403 ok 403 404"],
  // The admin deletes the owner's company first, so the owner finds none (404) in both rows.
  ["DELETE /api/v1/enterprises/{id}", "401 404 404 403 ok 403 403 403 404"],
  ["DELETE /api/v1/enterprises", "401 ok ok 403 403 403 403 403 404"],
  // Regenerating (by the owner, last) ends the integration token: the next row's token is dead.
  ["PUT /api/v1/integrations/credentials/regenerate", "401 ok ok 403 403 403 ok 403 ok"],
  ["PATCH /api/v1/integrations/credentials", "401 ok ok 401 403 403 ok 403 ok"],
];

const CALLERS = [
  "anonymous",
  "pending",
  "other",
  "integration",
  "admin",
  "finance",
  "developer",
  "viewer",
  "owner",
] as const;
type Caller = (typeof CALLERS)[number];

/** An id no row has. */
const NOBODY = "00000000-0000-4000-8000-000000000000";

let api: ApiClient;
let tokens: Record<Caller, string | undefined>;
let values: Record<string, string>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  const admin = await createUserAndLogin(api, { role: "admin" });
  const owner = await createUserAndLogin(api, { approved: true });
  const other = await createUserAndLogin(api, { approved: true });
  const pending = await createUserAndLogin(api);
  const finance = await addTeamMember(api, owner.user.id, "finance");
  const developer = await addTeamMember(api, owner.user.id, "developer");
  const viewer = await addTeamMember(api, owner.user.id, "viewer");
  const enterprise = await createSubmittedEnterprise(api, owner.access);
  await fundSeller(owner.user.id, 100_000);
  const link = await createLink(owner.user.id, 10_000);
  const open = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
  const paid = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
  await sendCallback(api, paid.body.id, "charge.paid");
  const customer = await db().customer.findFirstOrThrow({ where: { sellerId: owner.user.id } });
  await registerPayoutKey(owner.user.id);
  const withdrawal = await api.post("/api/v1/withdrawals", {
    token: owner.access,
    body: { amount: 50, pixKey: "fulano@example.com" },
  });
  const payout = await api.post("/api/v1/withdrawals", {
    token: owner.access,
    body: { amount: 60, pixKey: "fulano@example.com" },
  });
  await api.post(`/api/v1/admin/withdrawals/${payout.body.id}/approve`, { token: admin.access });
  const receiver = await startReceiver();
  const webhook = await api.post("/api/v1/seller-webhooks", { token: owner.access, body: { url: receiver.url } });
  const delivery = await api.post(`/api/v1/seller-webhooks/${webhook.body.id}/test`, { token: owner.access });
  const transaction = await db().ledgerEntry.findFirstOrThrow({
    where: { sellerId: owner.user.id, account: { type: "SELLER_AVAILABLE" } },
  });
  const fee = await api.post("/api/v1/admin/fees", {
    token: admin.access,
    body: { sellerId: owner.user.id, target: "SERVICE", feeType: "FIXED", feeValue: 1 },
  });
  const keys = (await api.put("/api/v1/integrations/credentials/regenerate", { token: owner.access })).body;
  const integration = (
    await api.post("/api/v1/api/auth/login", { body: { publicKey: keys.publicKey, privateKey: keys.privateKey } })
  ).body.tokens.access;
  tokens = {
    anonymous: undefined,
    pending: pending.access,
    other: other.access,
    integration,
    admin: admin.access,
    finance: finance.access,
    developer: developer.access,
    viewer: viewer.access,
    owner: owner.access,
  };
  values = {
    user: owner.user.id,
    enterprise: enterprise.id,
    payment: open.body.id,
    paid: paid.body.id,
    hash: link.hash,
    link: link.id,
    customer: customer.id,
    withdrawal: withdrawal.body.id,
    payout: payout.body.id,
    webhook: webhook.body.id,
    delivery: delivery.body.id,
    transaction: transaction.id,
    fee: fee.body.id,
    receiver: receiver.url,
    browserSession: (await db().browserSession.create({ data: { userId: owner.user.id } })).id,
  };
});

/**
 * Bodies that pass validation, so that ownership (checked after it) decides; other routes get
 * `{}`, whose 400 still means "let through".
 */
function validBody(operation: string): { body?: unknown; form?: FormData } {
  const file = () => fileForm("file", PNG, "rg.png");
  const bodies: Record<string, () => { body?: unknown; form?: FormData }> = {
    "PATCH /api/v1/customers/{id}": () => ({ body: { name: "Novo Nome" } }),
    "PATCH /api/v1/payment-links/{ref}": () => ({ body: { description: "Outra descrição" } }),
    "PATCH /api/v1/users/{id}": () => ({ body: { companyName: "Outro Nome" } }),
    "PATCH /api/v1/users/{id}/password": () => ({
      body: { currentPassword: "not-the-password", newPassword: "nova-senha-123" },
    }),
    "PUT /api/v1/payout-keys/me": () => ({
      body: { pixKeyType: "EMAIL", pixKey: "outra@example.com", currentPassword: TEST_PASSWORD },
    }),
    "PATCH /api/v1/enterprises": () => ({ body: { commercialName: "Outro Nome" } }),
    "POST /api/v1/payment-links": () => ({ body: { description: "Curso", amount: 1000 } }),
    "POST /api/v1/customers": () => ({
      body: { name: "Cliente Novo", email: "cliente@example.com", documentType: "CPF", documentNumber: cpf.generate() },
    }),
    "POST /api/v1/withdrawals": () => ({ body: { amount: 20, pixKey: "fulano@example.com" } }),
    "POST /api/v1/enterprises": () => ({ body: validEnterpriseInput() }),
    "POST /api/v1/seller-webhooks": () => ({ body: { url: values.receiver } }),
    "POST /api/v1/team/invitations": () => ({ body: { email: `convite-${randomUUID()}@example.com`, role: "viewer" } }),
    "PATCH /api/v1/team/members/{userId}": () => ({ body: { role: "viewer" } }),
    "POST /api/v1/team/ownership": () => ({
      body: { userId: NOBODY, currentPassword: TEST_PASSWORD, myNewRole: "finance" },
    }),
    "POST /api/v1/admin/reconciliation/differences/{id}/credit": () => ({ body: { note: "Conferido no PSP" } }),
    "POST /api/v1/admin/reconciliation/differences/{id}/refund": () => ({ body: { note: "Conferido no PSP" } }),
    "POST /api/v1/enterprises/{id}": () => ({ form: fileForm("RG_FRONT", PNG, "rg.png") }),
    "POST /api/v1/enterprises/{id}/documents": () => ({ form: fileForm("RG_FRONT", PNG, "rg.png") }),
    "POST /api/v1/enterprises/{id}/documents/{type}": () => ({ form: file() }),
    "PATCH /api/v1/enterprises/{id}/documents/{type}": () => ({ form: file() }),
    "POST /api/v1/infractions/{id}/responses": () => {
      const form = fileForm("files", PNG, "conversa.png");
      form.append("text", "O cliente recebeu o produto no prazo.");
      return { form };
    },
  };
  const [method] = operation.split(" ");
  return bodies[operation]?.() ?? (method === "GET" || method === "DELETE" ? {} : { body: {} });
}

/** The concrete path for a route template: the owner's resource that fits the route. */
async function concretePath(method: string, template: string): Promise<string> {
  const fresh = async () => (await createUserAndLogin(api)).user.id;
  const byRoute: [RegExp, () => string | Promise<string>][] = [
    [/^DELETE \/api\/v1\/(admin\/)?users\/\{id\}$/, fresh],
    [/\/admin\/members\/update-role\/\{id\}$/, fresh],
    [/\/payments\/\{id\}\/refund$/, () => values.paid!],
    [/\/(unmatched-pix|infractions|emails|reconciliation\/differences|team\/invitations)\/\{id\}/, () => NOBODY],
    [/\/sandbox\/withdrawals\//, () => values.payout!],
    [/\/withdrawals\/\{id\}/, () => values.withdrawal!],
    [/\/payments\/\{id\}/, () => values.payment!],
    [/\/enterprises\/\{id\}/, () => values.enterprise!],
    [/\/users\/me\/sessions\/\{id\}/, () => values.browserSession!],
    [/\/users\/\{id\}/, () => values.user!],
    [/\/customers\/\{id\}/, () => values.customer!],
    [/\/seller-webhooks\/\{id\}/, () => values.webhook!],
    [/\/transactions\/\{id\}/, () => values.transaction!],
    [/\/fees\/\{id\}/, () => values.fee!],
  ];
  const id = await byRoute.find(([pattern]) => pattern.test(`${method} ${template}`))?.[1]();
  return (
    template
      .replace("{id}", id ?? "")
      // The public checkout reads a link by its hash; its owner's operations take its id.
      .replace("{ref}", method === "GET" && !template.endsWith("/qrcode") ? values.hash! : values.link!)
      .replace("{paymentId}", values.payment!)
      .replace("{sellerId}", values.user!)
      .replace("{deliveryId}", values.delivery!)
      .replace("{type}", "RG_FRONT")
      .replace("{day}", "2026-01-01")
      .replace("{name}", "sandbox")
      .replace("{userId}", NOBODY)
      .replace("{fileId}", NOBODY)
      .replace("{token}", "convite-de-ninguem-0123456789abcdefghijkl") +
    // A query that passes validation, so that the refusals (checked after it) decide.
    (template === "/api/v1/search" ? "?q=Cliente" : "")
  );
}

it("lists every route of the API", () => {
  const documented = listOperations(ROUTES)
    .map(({ method, path }) => `${method} ${path}`)
    .filter((op) => !op.endsWith("openapi.json"));
  expect(MATRIX.map(([op]) => op).sort()).toEqual(documented.sort());
});

it("lets each caller through exactly where the table says", async () => {
  const mismatches: string[] = [];
  for (const [operation, row] of MATRIX) {
    const [method, template] = operation.split(" ") as [string, string];
    const expected = row.split(" ");
    for (const [i, caller] of CALLERS.entries()) {
      const path = await concretePath(method, template);
      const response = await api[method.toLowerCase() as "get"](path, {
        token: tokens[caller],
        ...validBody(operation),
      });
      const outcome = [401, 403, 404].includes(response.status) ? String(response.status) : "ok";
      if (outcome !== expected[i])
        mismatches.push(
          `${operation} as ${caller}: expected ${expected[i]}, got ${response.status} ${JSON.stringify(response.body)?.slice(0, 120)}`,
        );
    }
  }
  expect(mismatches).toEqual([]);
}, 120_000);
