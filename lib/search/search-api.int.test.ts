import { cnpj, cpf } from "cpf-cnpj-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createSubmittedEnterprise } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { addTeamMember } from "@/lib/testing/team";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;
let admin: string;
let owner: { id: string; access: string };
let other: { id: string; access: string };
let viewer: string;
let pending: string;
let accountless: string;

const JULIANA = { name: "Juliana Martins", email: "juliana.martins@example.com", cpf: cpf.generate() };
const E2E = "E18236120202611271430a1b2c3d4e5f";
const OTHER_E2E = "E18236120202611271431f5e4d3c2b1a";
const COMPANY_CNPJ = cnpj.generate();

let julianaPayment: { id: string; txid: string };
let julianaElsewhere: string;
let customerId: string;
let linkId: string;
let otherLinkId: string;
let enterpriseId: string;

async function charge(token: string, buyer: { name: string; email: string; cpf: string }, amount = 189.9) {
  const response = await api.post("/api/v1/payments", {
    token,
    body: { amount, customer: { name: buyer.name, email: buyer.email, document: { type: "CPF", number: buyer.cpf } } },
  });
  if (response.status !== 201) throw new Error(`payment failed: ${JSON.stringify(response.body)}`);
  return response.body.id as string;
}

async function search(token: string, q: string, params: Record<string, string | number> = {}) {
  const query = new URLSearchParams({ q, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, `${v}`])) });
  return api.get(`/api/v1/search?${query}`, { token });
}

type Item = { type: string; id: string; label: string; secondary: string; url: string; exact: boolean };
type Group = { type: string; label: string; items: Item[]; hasMore: boolean };

async function found(token: string, q: string, type: string, params: Record<string, string | number> = {}) {
  const response = await search(token, q, { type, ...params });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.groups as Group[]).find((group) => group.type === type)!.items;
}

const ids = (items: Item[]) => items.map((item) => item.id);

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = (await createUserAndLogin(api, { role: "admin" })).access;
  const ownerLogin = await createUserAndLogin(api, {
    approved: true,
    companyName: "Ateliê Girassol Ltda",
    email: "contato@girassol.example.com",
  });
  owner = { id: ownerLogin.user.id, access: ownerLogin.access };
  const otherLogin = await createUserAndLogin(api, { approved: true, companyName: "Empório Mandacaru Ltda" });
  other = { id: otherLogin.user.id, access: otherLogin.access };
  viewer = (await addTeamMember(api, owner.id, "viewer")).access;
  pending = (await createUserAndLogin(api)).access;
  accountless = (await createUserAndLogin(api, { role: "member" })).access;

  const enterprise = await createSubmittedEnterprise(api, owner.access, {
    cnpj: cnpj.format(COMPANY_CNPJ),
    commercialName: "Ateliê Girassol",
    companyName: "Girassol Confecções Ltda",
    tradeName: "Casa Girassol",
  });
  enterpriseId = enterprise.id;
  const link = (description: string, sellerId: string) =>
    db().paymentLink.create({
      data: { sellerId, description, amount: 18_990, hash: `h${Math.random().toString(36).slice(2, 14)}` },
    });
  linkId = (await link("Vestido Primavera", owner.id)).id;
  otherLinkId = (await link("Vestido Outono", other.id)).id;

  const paymentId = await charge(owner.access, JULIANA);
  await db().payment.updateMany({ where: { id: paymentId }, data: { endToEndId: E2E } });
  julianaPayment = await db().payment.findFirstOrThrow({ where: { id: paymentId }, select: { id: true, txid: true } });
  customerId = (await db().customer.findFirstOrThrow({ where: { sellerId: owner.id, name: JULIANA.name } })).id;
  // The same buyer, with the same e-mail and CPF, also buys from another seller.
  julianaElsewhere = await charge(other.access, JULIANA);
  await db().payment.updateMany({ where: { id: julianaElsewhere }, data: { endToEndId: OTHER_E2E } });
  await charge(owner.access, { name: "Roberta Prado", email: "roberta@example.com", cpf: cpf.generate() });
});

describe("a seller", () => {
  it("finds a payment by its id, txid, end-to-end id, the buyer's e-mail, CPF or a part of the name", async () => {
    for (const q of [julianaPayment.id, julianaPayment.id.toUpperCase(), julianaPayment.txid, E2E, JULIANA.email]) {
      const [first] = await found(owner.access, q, "payment");
      expect({ q, ...first }).toMatchObject({ q, id: julianaPayment.id, exact: true });
    }
    expect(ids(await found(owner.access, cpf.format(JULIANA.cpf), "payment"))).toEqual([julianaPayment.id]);
    expect(ids(await found(owner.access, JULIANA.cpf, "payment"))).toEqual([julianaPayment.id]);

    const [byName] = await found(owner.access, "liana mart", "payment");
    expect(byName).toEqual({
      type: "payment",
      id: julianaPayment.id,
      label: "Juliana Martins",
      secondary: expect.stringMatching(/^R\$\s189,90 · Aguardando pagamento · \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/),
      url: `/seller/payments?search=${julianaPayment.id}`,
      exact: false,
    });
  });

  it("finds a link by its id or a part of its description", async () => {
    for (const q of [linkId, "primavera", "Vestido"]) {
      expect(await found(owner.access, q, "link")).toEqual([
        {
          type: "link",
          id: linkId,
          label: "Vestido Primavera",
          secondary: expect.stringMatching(/^R\$\s189,90 · Ativo · 0 pagamentos$/),
          url: `/seller/payments?paymentLinkId=${linkId}`,
          exact: q === linkId,
        },
      ]);
    }
  });

  it("finds a customer by id, CPF, e-mail, or a part of the name or e-mail", async () => {
    for (const q of [customerId, cpf.format(JULIANA.cpf), JULIANA.email, "JULIANA", "martins@exa"]) {
      const items = await found(owner.access, q, "customer");
      expect({ q, items }).toEqual({
        q,
        items: [
          {
            type: "customer",
            id: customerId,
            label: "Juliana Martins",
            secondary: `CPF ***.${JULIANA.cpf.slice(3, 6)}.${JULIANA.cpf.slice(6, 9)}-** · ${JULIANA.email}`,
            url: `/seller/customers?search=${JULIANA.cpf}`,
            exact: [customerId, cpf.format(JULIANA.cpf), JULIANA.email].includes(q),
          },
        ],
      });
    }
  });

  it("matches two characters at the start of a name only", async () => {
    expect(ids(await found(owner.access, "ju", "payment"))).toEqual([julianaPayment.id]);
    expect(await found(owner.access, "li", "payment")).toEqual([]);
  });

  it("answers the groups of a seller, each labelled, exact matches first", async () => {
    const response = await search(owner.access, JULIANA.email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ query: JULIANA.email, page: 1, perPage: 5 });
    expect(response.body.groups.map((group: Group) => [group.type, group.label, group.items.length])).toEqual([
      ["payment", "Pagamentos", 1],
      ["link", "Links de pagamento", 0],
      ["customer", "Clientes", 1],
    ]);
  });

  it("sees only the rows of the account acted in, as every member of its team does", async () => {
    for (const token of [owner.access, viewer]) {
      expect(ids(await found(token, "Juliana", "payment"))).toEqual([julianaPayment.id]);
      expect(ids(await found(token, JULIANA.email, "payment"))).toEqual([julianaPayment.id]);
      expect(ids(await found(token, JULIANA.cpf, "payment"))).toEqual([julianaPayment.id]);
      expect(ids(await found(token, JULIANA.cpf, "customer"))).toEqual([customerId]);
      expect(ids(await found(token, "Vestido", "link"))).toEqual([linkId]);
      // Another seller's rows, named exactly, are not found either.
      expect(await found(token, julianaElsewhere, "payment")).toEqual([]);
      expect(await found(token, OTHER_E2E, "payment")).toEqual([]);
      expect(await found(token, otherLinkId, "link")).toEqual([]);
    }
    expect(ids(await found(other.access, JULIANA.cpf, "payment"))).toEqual([julianaElsewhere]);
    expect(ids(await found(other.access, "Vestido", "link"))).toEqual([otherLinkId]);
  });

  it("searches no sellers or companies, and only an approved account", async () => {
    const sellers = await search(owner.access, "Girassol", { type: "seller" });
    expect(sellers.status).toBe(403);
    expect(sellers.body.code).toBe("FORBIDDEN");
    expect((await search(owner.access, "Girassol", { type: "company" })).status).toBe(403);
    const unapproved = await search(pending, "Juliana");
    expect(unapproved.status).toBe(403);
    expect(unapproved.body.code).toBe("SELLER_NOT_APPROVED");
    expect((await search(accountless, "Juliana")).status).toBe(403);
    expect((await api.get("/api/v1/search?q=Juliana")).status).toBe(401);
  });
});

describe("an admin", () => {
  it("finds every seller's payments, links and customers, each opening the admin's page", async () => {
    const payments = await found(admin, JULIANA.cpf, "payment");
    expect(ids(payments).sort()).toEqual([julianaPayment.id, julianaElsewhere].sort());
    expect(payments.find((item) => item.id === julianaPayment.id)).toMatchObject({
      label: "Juliana Martins",
      secondary: expect.stringMatching(/^R\$\s189,90 · Aguardando pagamento · .+ · Ateliê Girassol Ltda$/),
      url: `/admin/payments?sellerId=${owner.id}&search=${julianaPayment.id}`,
      exact: true,
    });
    expect(ids(await found(admin, OTHER_E2E, "payment"))).toEqual([julianaElsewhere]);
    expect(ids(await found(admin, "Vestido", "link")).sort()).toEqual([linkId, otherLinkId].sort());
    expect((await found(admin, linkId, "link"))[0]).toMatchObject({
      url: `/admin/sellers/${owner.id}`,
      secondary: expect.stringMatching(/ · Ateliê Girassol Ltda$/),
    });
    const customers = await found(admin, JULIANA.email, "customer");
    expect(customers).toHaveLength(2);
    expect(customers.find((item) => item.id === customerId)?.url).toBe(
      `/admin/payments?sellerId=${owner.id}&search=${encodeURIComponent(JULIANA.email)}`,
    );
  });

  it("finds a seller by id, e-mail, a company's CNPJ, or a part of the company name or e-mail", async () => {
    for (const q of [
      owner.id,
      "contato@girassol.example.com",
      cnpj.format(COMPANY_CNPJ),
      "girassol ltda",
      "@girassol",
    ]) {
      expect({ q, items: await found(admin, q, "seller") }).toEqual({
        q,
        items: [
          {
            type: "seller",
            id: owner.id,
            label: "Ateliê Girassol Ltda",
            secondary: `contato@girassol.example.com · Aprovado · CNPJ ${cnpj.format(COMPANY_CNPJ)}`,
            url: `/admin/sellers/${owner.id}`,
            exact: !["girassol ltda", "@girassol"].includes(q),
          },
        ],
      });
    }
  });

  it("finds a company by id, CNPJ, or a part of any of its names", async () => {
    for (const q of [enterpriseId, COMPANY_CNPJ, "Ateliê Gira", "confecções", "casa girassol"]) {
      expect({ q, items: await found(admin, q, "company") }).toEqual({
        q,
        items: [
          {
            type: "company",
            id: enterpriseId,
            label: "Ateliê Girassol",
            secondary: `Girassol Confecções Ltda · CNPJ ${cnpj.format(COMPANY_CNPJ)} · Em análise`,
            url: `/admin/enterprises/${enterpriseId}`,
            exact: [enterpriseId, COMPANY_CNPJ].includes(q),
          },
        ],
      });
    }
  });

  it("answers all five groups", async () => {
    const response = await search(admin, "Girassol");
    expect(response.body.groups.map((group: Group) => group.type)).toEqual([
      "payment",
      "link",
      "customer",
      "seller",
      "company",
    ]);
  });
});

it("pages through a group, newest first, each result once, and says when another page follows", async () => {
  const buyer = { name: "Tereza Paginada", email: "tereza@example.com", cpf: cpf.generate() };
  const created: string[] = [];
  for (let n = 0; n < 7; n++) created.push(await charge(owner.access, buyer, 10 + n));
  const pages = [];
  for (const page of [1, 2, 3]) {
    const response = await search(owner.access, "Tereza", { type: "payment", page, perPage: 3 });
    expect(response.body).toMatchObject({ page, perPage: 3 });
    expect(response.body.groups).toHaveLength(1);
    pages.push(response.body.groups[0] as Group);
  }
  expect(pages.map((group) => [group.items.length, group.hasMore])).toEqual([
    [3, true],
    [3, true],
    [1, false],
  ]);
  const newestFirst = [...created].reverse();
  expect(pages.flatMap((group) => ids(group.items))).toEqual(newestFirst);
  // Found exactly (by e-mail) and by a part (of the e-mail): each once, as exact.
  const byEmail = await found(owner.access, buyer.email, "payment", { perPage: 20 });
  expect(ids(byEmail)).toEqual(newestFirst);
  expect(byEmail.every((item) => item.exact)).toBe(true);
});

it("refuses a query it cannot run, naming the field", async () => {
  for (const [query, path] of [
    ["", "q"],
    ["q=a", "q"],
    ["q=%20a%20", "q"],
    [`q=${"a".repeat(101)}`, "q"],
    ["q=ana&page=0", "page"],
    ["q=ana&page=51", "page"],
    ["q=ana&perPage=21", "perPage"],
    ["q=ana&type=everything", "type"],
  ] as const) {
    const response = await api.get(`/api/v1/search?${query}`, { token: owner.access });
    expect({ query, status: response.status, code: response.body.code }).toEqual({
      query,
      status: 400,
      code: "VALIDATION_FAILED",
    });
    expect(response.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
  }
});

it("takes what was typed literally: % and _ are no wildcards", async () => {
  expect(await found(owner.access, "%%%", "payment")).toEqual([]);
  expect(await found(owner.access, "J_liana", "payment")).toEqual([]);
});
