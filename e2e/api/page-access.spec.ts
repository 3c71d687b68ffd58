import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { DEMO_SELLERS } from "../../prisma/demo/sellers";
import { latestEmail, linkPath } from "../accounts/mailbox";

/**
 * Who may open which page, for every app/**\/page.tsx (a page missing here fails the test).
 * Each caller gets each page (dynamic segments once with a real id from the demo data, once with
 * a random one) without following redirects: a page that is not theirs must answer a redirect
 * (or a 404) whose body carries none of the demo's personal data, since a 307 can still stream
 * the page behind it; a page that is theirs answers 200 (404 for the random id).
 */
const AUDIENCE: Record<string, Audience> = {
  "/": "everyone",
  "/login": "signedOut",
  "/register": "signedOut",
  "/invitations/[token]": "everyone",
  "/docs": "everyone",
  "/docs/guide": "everyone",
  "/checkout/[hash]": "everyone",
  "/forgot-password": "everyone",
  "/reset-password/[token]": "everyone",
  "/account/email/[token]": "everyone",
  "/verify-email/[token]": "everyone",
  "/account": "signedIn",
  "/seller": "seller",
  "/seller/onboarding": "seller",
  "/seller/links": "approvedSeller",
  "/seller/links/[id]/card": "approvedSeller",
  "/seller/payments": "approvedSeller",
  "/seller/customers": "approvedSeller",
  "/seller/balance": "approvedSeller",
  "/seller/infractions": "approvedSeller",
  "/seller/infractions/[id]": "approvedSeller",
  "/seller/withdrawals": "approvedSeller",
  "/seller/webhooks": "approvedSeller",
  "/seller/integrations": "approvedSeller",
  "/seller/team": "seller",
  "/admin": "admin",
  "/admin/enterprises": "admin",
  "/admin/enterprises/[id]": "admin",
  "/admin/withdrawals": "admin",
  "/admin/sellers": "admin",
  "/admin/sellers/[id]": "admin",
  "/admin/reports": "admin",
  "/admin/payments": "admin",
  "/admin/members": "admin",
  "/admin/fees": "admin",
  "/admin/audit": "admin",
  "/admin/unmatched-pix": "admin",
  "/admin/infractions": "admin",
  "/admin/emails": "admin",
  "/admin/emails/[id]": "admin",
  "/admin/reconciliation": "admin",
  "/account/two-factor": "signedIn",
};

/** signedOut: the sign-in and sign-up forms, which send someone signed in on to their panel. */
type Audience = "everyone" | "signedOut" | "signedIn" | "seller" | "approvedSeller" | "admin";
type Caller = "visitor" | "seller" | "pending" | "admin";

/** The demo logins (README): an approved seller, a seller whose company awaits review, the admin. */
const LOGINS: Record<Exclude<Caller, "visitor">, string> = {
  seller: "vendedor@demo.pix.br",
  pending: "analise@demo.pix.br",
  admin: "admin@demo.pix.br",
};
const PASSWORD = "demo12345";

/** Where a caller is sent from a page that is not theirs. */
function refusal(caller: Caller, audience: Audience): string | null {
  if (audience === "everyone") return null;
  if (audience === "signedOut") return caller === "visitor" ? null : caller === "admin" ? "/admin" : "/seller";
  if (caller === "visitor") return "/login";
  if (audience === "signedIn") return null;
  if (caller === "admin") return audience === "admin" ? null : "/admin";
  if (audience === "admin") return "/seller";
  return audience === "approvedSeller" && caller === "pending" ? "/seller" : null;
}

/** Every page's route as a URL template: route groups dropped, `[param]` kept. */
function pageTemplates(dir = fileURLToPath(new URL("../../app", import.meta.url)), prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === "page.tsx" ? [prefix || "/"] : [];
    if (!entry.isDirectory() || entry.name === "api") return [];
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    return pageTemplates(`${dir}/${entry.name}`, prefix + segment);
  });
}

let contexts: Record<Caller, APIRequestContext>;
/** A real value for each dynamic segment, by template. */
let realIds: Record<string, string>;
/** The demo's personal data and amounts as they could appear in a page. */
let secrets: { label: string; pattern: RegExp }[];

async function signIn(context: APIRequestContext, email: string) {
  const { csrfToken } = await (await context.get("/api/auth/csrf")).json();
  const response = await context.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: PASSWORD, json: "true" },
    maxRedirects: 0,
  });
  expect(response.status(), `login of ${email}`).toBeLessThan(400);
  const { cookies } = await context.storageState();
  expect(
    cookies.map((cookie) => cookie.name),
    `session cookie of ${email}`,
  ).toContain("next-auth.session-token");
}

async function getJson(context: APIRequestContext, path: string) {
  const response = await context.get(path);
  expect(response.status(), path).toBe(200);
  return response.json();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const literal = (label: string, text: string) => ({ label, pattern: new RegExp(escape(text)) });
const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
const formatCnpj = (cnpj: string) => cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
/** "R$ 1.234,56" as the pages print it (any space after the symbol). */
function amount(label: string, reais: number) {
  const digits = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(reais);
  return { label, pattern: new RegExp(`R\\$\\s*${escape(digits)}`) };
}
const documentVariants = (label: string, digits: string) =>
  [digits, digits.length === 11 ? formatCpf(digits) : formatCnpj(digits)].map((text) => literal(label, text));

type AdminEnterprise = {
  id: string;
  userId: string;
  cnpj: string;
  commercialName: string;
  legalRepName: string;
  legalRepCpf: string;
  legalRepEmail: string;
  email: string;
  contactEmail: string;
  addressStreet: string;
};

/** A link of an open invitation into the demo seller's team, as e-mailed (nobody accepts it here). */
async function invitationToken(baseURL: string) {
  const email = `convite-acesso-${Date.now()}@example.com`;
  const invited = await contexts.seller.post("/api/v1/team/invitations", {
    data: { email, role: "viewer" },
    headers: { origin: baseURL },
  });
  expect(invited.status(), "the demo seller's invitation").toBe(201);
  const { text } = await latestEmail(contexts.admin, email, "Convite para a equipe de Loja Aurora Ltda");
  return linkPath(text, "/invitations/").split("/").pop()!;
}

/**
 * An infraction on a payment of the demo seller, opened and released at once (the demo has none open), for the page of
 * one: the hold lasts a moment, and the balance ends as it was.
 */
async function releasedInfraction(baseURL: string) {
  const finished: { id: string }[] = (await getJson(contexts.seller, "/api/v1/payments?status=FINISHED&perPage=100"))
    .data;
  const opened = await contexts.admin.post("/api/v1/admin/infractions", {
    data: { paymentId: finished.at(-1)!.id, amount: 1, reason: "Página da infração (teste de acesso)" },
    headers: { origin: baseURL },
  });
  expect(opened.status(), "an infraction on a demo payment").toBe(201);
  const { id } = (await opened.json()) as { id: string };
  const released = await contexts.admin.post(`/api/v1/admin/infractions/${id}/release`, {
    data: {},
    headers: { origin: baseURL },
  });
  expect(released.status(), "the infraction released").toBe(200);
  return id;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const open = () => playwright.request.newContext({ baseURL });
  contexts = { visitor: await open(), seller: await open(), pending: await open(), admin: await open() };
  for (const [caller, email] of Object.entries(LOGINS)) await signIn(contexts[caller as Caller], email);

  // The API answers a session cookie too, so the fixtures come from the same logins.
  const enterprises: AdminEnterprise[] = (await getJson(contexts.admin, "/api/v1/admin/enterprises?perPage=100")).data;
  const payments: { customerName: string | null; customerEmail: string | null; amount: number }[] = (
    await getJson(contexts.admin, "/api/v1/admin/payments?perPage=100")
  ).data;
  const withdrawals: { pixKey: string; amount: number }[] = (
    await getJson(contexts.admin, "/api/v1/admin/withdrawals?perPage=100")
  ).data;
  const links: { id: string; hash: string; status: string }[] = (
    await getJson(contexts.seller, "/api/v1/payment-links?perPage=100")
  ).data;
  const emails: { id: string }[] = (await getJson(contexts.admin, "/api/v1/admin/emails?perPage=1")).data;
  const aurora = enterprises.find((enterprise) => enterprise.commercialName === "Loja Aurora");
  expect(aurora, "the demo seller's company").toBeDefined();
  realIds = {
    "/admin/enterprises/[id]": aurora!.id,
    "/admin/sellers/[id]": aurora!.userId,
    "/checkout/[hash]": links.find((link) => link.status === "ACTIVE")!.hash,
    "/seller/links/[id]/card": links.find((link) => link.status === "ACTIVE")!.id,
    "/admin/emails/[id]": emails[0]!.id,
    "/invitations/[token]": await invitationToken(baseURL!),
    "/seller/infractions/[id]": await releasedInfraction(baseURL!),
  };

  secrets = [
    ...DEMO_SELLERS.flatMap((seller) =>
      seller.buyers.flatMap((buyer) => [
        literal("buyer name", buyer.name),
        literal("buyer e-mail", buyer.email),
        ...documentVariants("buyer CPF/CNPJ", buyer.document.number),
      ]),
    ),
    ...enterprises.flatMap((enterprise) => [
      ...documentVariants("company CNPJ", enterprise.cnpj),
      ...documentVariants("legal representative's CPF", enterprise.legalRepCpf),
      literal("legal representative", enterprise.legalRepName),
      ...[enterprise.legalRepEmail, enterprise.email, enterprise.contactEmail].map((email) =>
        literal("company e-mail", email),
      ),
      literal("company address", enterprise.addressStreet),
    ]),
    ...payments.flatMap((payment) => [
      ...[payment.customerName, payment.customerEmail]
        .filter((text) => text !== null)
        .map((text) => literal("buyer", text)),
      amount("payment amount", payment.amount),
    ]),
    ...withdrawals.flatMap((withdrawal) => [
      literal("Pix key", withdrawal.pixKey),
      amount("withdrawal amount", withdrawal.amount),
    ]),
  ];
  expect(payments.length, "the demo's payments").toBeGreaterThan(10);
  expect(withdrawals.length, "the demo's withdrawals").toBeGreaterThan(5);
});

test.afterAll(async () => {
  await Promise.all(Object.values(contexts ?? {}).map((context) => context.dispose()));
});

test("the table names every page of the app, and only those", () => {
  expect(pageTemplates().sort()).toEqual(Object.keys(AUDIENCE).sort());
});

/**
 * The pages of e-mailed links: whatever the token, they answer 200 (a link that does not work shows how to ask for a
 * new one), and none carries anyone's data but the address the link's owner asked for.
 */
const LINK_PAGES = new Set(["/reset-password/[token]", "/account/email/[token]", "/verify-email/[token]"]);

/** The concrete URLs of a template: itself, or a real id and a random one. */
function urlsOf(template: string): { url: string; real: boolean }[] {
  if (!template.includes("[")) return [{ url: template, real: true }];
  if (LINK_PAGES.has(template)) return [{ url: template.replace(/\[[^\]]+\]/, "link-que-nao-existe"), real: true }];
  const real = realIds[template];
  expect(real, `a real value for ${template}`).toBeDefined();
  return [
    { url: template.replace(/\[[^\]]+\]/, real!), real: true },
    { url: template.replace(/\[[^\]]+\]/, randomUUID()), real: false },
  ];
}

function leaks(body: string) {
  return [
    ...new Set(
      secrets.filter(({ pattern }) => pattern.test(body)).map(({ label, pattern }) => `${label} ${pattern.source}`),
    ),
  ];
}

async function expectRefused(response: APIResponse, url: string, home: string, baseURL: string) {
  const body = await response.text();
  expect.soft(response.status(), `${url}: status`).toBeGreaterThanOrEqual(300);
  expect.soft(response.status(), `${url}: status`).toBeLessThan(400);
  const location = response.headers().location;
  expect.soft(location && new URL(location, baseURL).pathname, `${url}: redirect target`).toBe(home);
  expect.soft(leaks(body), `${url}: personal data in the refusal's body`).toEqual([]);
}

for (const caller of ["visitor", "seller", "pending", "admin"] as const) {
  test(`every page as ${caller === "pending" ? "a seller whose company is pending" : `the ${caller}`}`, async ({
    baseURL,
  }) => {
    test.setTimeout(180_000);
    for (const [template, audience] of Object.entries(AUDIENCE)) {
      const home = refusal(caller, audience);
      for (const { url, real } of urlsOf(template)) {
        const response = await contexts[caller].get(url, { maxRedirects: 0 });
        if (home) await expectRefused(response, url, home, baseURL!);
        else if (real) expect.soft(response.status(), `${url}: status`).toBe(200);
        else {
          // Not found: a real 404 status, and no one else's data either.
          expect.soft(response.status(), `${url}: status`).toBe(404);
          expect.soft(leaks(await response.text()), `${url}: personal data in the 404's body`).toEqual([]);
        }
      }
    }
  });
}

test("the landing page offers someone signed in their panel, and a visitor the sign-up", async () => {
  const asSeller = await (await contexts.seller.get("/", { headers: { Accept: "text/html" } })).text();
  expect(asSeller).toContain("Ir para o painel");
  expect(asSeller).toContain('href="/seller"');
  expect(asSeller).not.toContain("Criar conta");
  const asAdmin = await (await contexts.admin.get("/", { headers: { Accept: "text/html" } })).text();
  expect(asAdmin).toContain('href="/admin"');
  const asVisitor = await (await contexts.visitor.get("/", { headers: { Accept: "text/html" } })).text();
  expect(asVisitor).toContain("Criar conta");
  expect(asVisitor).not.toContain("Ir para o painel");
});

test("signed in, /login sends on to a callbackUrl of this site only", async ({ baseURL }) => {
  const target = async (callbackUrl: string) => {
    const response = await contexts.seller.get(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`, {
      maxRedirects: 0,
    });
    expect(response.status(), callbackUrl).toBeGreaterThanOrEqual(300);
    return new URL(response.headers().location!, baseURL);
  };
  expect((await target("/seller/payments?status=FINISHED")).href).toBe(`${baseURL}/seller/payments?status=FINISHED`);
  // Each of these reads as another site once its dot segments are resolved.
  for (const callbackUrl of ["/.//evil.example/phish", "/..//evil.example", "/%2e//evil.example", "//evil.example"]) {
    const url = await target(callbackUrl);
    expect(url.origin, callbackUrl).toBe(baseURL);
    expect(url.pathname, callbackUrl).toBe("/seller");
  }
});
