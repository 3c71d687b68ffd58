import { readdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { JPEG, PDF, PNG } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, sendCallback } from "@/lib/testing/payments";
import { addTeamMember } from "@/lib/testing/team";
import { createUserAndLogin } from "@/lib/testing/users";

// The seller is told of a MED infraction at once and answers it with text and files, which the admin reads before
// deciding: over the real HTTP server, the sandbox provider, the storage and the e-mail outbox.

type Login = Awaited<ReturnType<typeof createUserAndLogin>>;

let api: ApiClient;
let admin: Login;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

/** A payment of the seller's, paid and settled through the sandbox's callback. */
async function paidPayment(sellerId: string, amount = 10_000) {
  const link = await createLink(sellerId, amount);
  const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
  expect(created.status).toBe(201);
  await sendCallback(api, created.body.id, "charge.paid");
  return created.body.id as string;
}

async function openInfraction(sellerId: string, reason = "Pagador relatou golpe ao banco (MED)") {
  const opened = await api.post("/api/v1/admin/infractions", {
    token: admin.access,
    body: { paymentId: await paidPayment(sellerId), reason },
  });
  expect(opened.status).toBe(201);
  return opened.body as { id: string; paymentId: string; deadlineAt: string };
}

function answerForm(text: string | null, files: { bytes: Buffer; name: string }[] = []) {
  const form = new FormData();
  if (text !== null) form.append("text", text);
  for (const file of files) form.append("files", new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

const answer = (token: string, id: string, form: FormData) =>
  api.post(`/api/v1/infractions/${id}/responses`, { token, form });

const TEXT = "Entregamos o produto no dia seguinte; segue o comprovante de entrega assinado pelo cliente.";

async function storedFiles(infractionId: string) {
  try {
    return await readdir(path.resolve(env().STORAGE_DIR, "infractions", infractionId));
  } catch {
    return [];
  }
}

describe("when an infraction holds money", () => {
  it("the seller is e-mailed in the same transaction, with the amount, the reason, the deadline and the way to answer", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const opened = await openInfraction(seller.user.id, "Contestação de PIX: produto não entregue");

    const emails = await db().emailMessage.findMany({
      where: { to: seller.user.email, template: "infraction.opened" },
    });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("R$\u00a0100,00 retidos por uma infração MED");
    for (const line of [
      "Motivo: Contestação de PIX: produto não entregue",
      "Valor retido: R$\u00a0100,00",
      `Pagamento: ${opened.paymentId}`,
      `Responder à infração: http://localhost:3000/seller/infractions/${opened.id}`,
      "Se o prazo terminar sem decisão, o valor continua retido",
    ])
      expect(emails[0]!.text).toContain(line);
    expect(emails[0]!.text).toMatch(/Responda até: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(horário de Brasília\)/);
    const events = await db().outboxEvent.findMany({ where: { sellerId: seller.user.id, type: "infraction.opened" } });
    expect(events.map((event) => (event.payload as { id: string }).id)).toEqual([opened.id]);
    const balance = await api.get("/api/v1/seller-balances/me", { token: seller.access });
    expect(balance.body.heldBalance).toBe(100);

    // A refused opening (one is already open) tells no one.
    const again = await api.post("/api/v1/admin/infractions", {
      token: admin.access,
      body: { paymentId: opened.paymentId, reason: "de novo" },
    });
    expect(again.status).toBe(422);
    expect(await db().emailMessage.count({ where: { to: seller.user.email, template: "infraction.opened" } })).toBe(1);
  });
});

describe("the seller's answer", () => {
  it("takes text and PDF, PNG or JPEG files by their bytes, from the owner and finance, and both sides read it", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const finance = await addTeamMember(api, owner.user.id, "finance");
    const viewer = await addTeamMember(api, owner.user.id, "viewer");
    const opened = await openInfraction(owner.user.id);

    const first = await answer(
      owner.access,
      opened.id,
      answerForm(`  ${TEXT}  `, [
        { bytes: PDF, name: "comprovante-entrega.pdf" },
        // Named as a PDF, it is a PNG: its bytes decide.
        { bytes: PNG, name: "conversa.pdf" },
      ]),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      text: TEXT,
      authorEmail: owner.user.email,
      files: [
        { name: "comprovante-entrega.pdf", contentType: "application/pdf", sizeBytes: PDF.length },
        { name: "conversa.pdf", contentType: "image/png", sizeBytes: PNG.length },
      ],
    });
    const second = await answer(
      finance.access,
      opened.id,
      answerForm("Também anexamos a nota fiscal da venda.", [{ bytes: JPEG, name: "nota.jpg" }]),
    );
    expect(second.status).toBe(201);
    expect(second.body.authorEmail).toBe(finance.user.email);
    // Every file carries its answer's seller, the account's, whichever member of it answered.
    const files = await db().infractionResponseFile.findMany({
      where: { responseId: { in: [first.body.id, second.body.id] } },
      include: { response: { select: { sellerId: true } } },
    });
    expect(files.map((file) => [file.sellerId, file.response.sellerId])).toEqual(
      Array.from({ length: 3 }, () => [owner.user.id, owner.user.id]),
    );

    // The seller's list and the infraction itself carry the answers, oldest first; every member reads them.
    const listed = await api.get("/api/v1/infractions", { token: viewer.access });
    const row = listed.body.data.find((each: { id: string }) => each.id === opened.id);
    expect(row.responses.map((each: { id: string }) => each.id)).toEqual([first.body.id, second.body.id]);
    const one = await api.get(`/api/v1/infractions/${opened.id}`, { token: viewer.access });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: opened.id, status: "OPEN", responses: [first.body, second.body] });

    // The admin reads them on the list the decision is taken from, and opens the files.
    const adminList = await api.get(`/api/v1/admin/infractions?sellerId=${owner.user.id}`, { token: admin.access });
    expect(adminList.body.data[0].responses).toEqual([first.body, second.body]);
    const pdf = first.body.files[0];
    expect(pdf.url).toBe(`/api/v1/infractions/${opened.id}/files/${pdf.id}`);
    const download = await api.get(pdf.url, { token: admin.access });
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body, PDF)).toBe(0);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="resposta-[0-9a-f]{8}\.pdf"$/);
    expect(download.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'; frame-ancestors 'self'");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    const preview = await api.get(`${first.body.files[1].url}?preview=1`, { token: viewer.access });
    expect(preview.headers.get("content-type")).toBe("image/png");
    expect(preview.headers.get("content-disposition")).toMatch(/^inline; filename="resposta-[0-9a-f]{8}\.png"$/);

    const audits = await db().auditLog.findMany({
      where: { entityId: opened.id, action: "infraction.answered" },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((audit) => audit.actorId)).toEqual([owner.user.id, finance.user.id]);
    expect(audits[0]!.after).toMatchObject({
      responseId: first.body.id,
      files: [{ contentType: "application/pdf", sizeBytes: PDF.length }, { contentType: "image/png" }],
    });
    expect(await storedFiles(opened.id)).toHaveLength(3);
  });

  it("refuses files that are not PDF, PNG or JPEG by their bytes, too many or too large ones, and bad text, storing nothing", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const opened = await openInfraction(seller.user.id);
    const refused = async (form: FormData, status: number) => {
      const response = await answer(seller.access, opened.id, form);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      return response.body;
    };

    const html = Buffer.from("<html><script>alert(1)</script></html>");
    expect((await refused(answerForm(TEXT, [{ bytes: html, name: "recibo.pdf" }]), 415)).message).toBe(
      "Os arquivos da resposta podem ser apenas PDF, JPEG, PNG.",
    );
    // A good file next to a bad one: the whole answer is refused.
    await refused(
      answerForm(TEXT, [
        { bytes: PDF, name: "ok.pdf" },
        { bytes: Buffer.from("GIF89a\x01\x00\x01\x00"), name: "foto.png" },
      ]),
      415,
    );
    const tooMany = Array.from({ length: 6 }, (_, i) => ({ bytes: PNG, name: `foto-${i}.png` }));
    expect((await refused(answerForm(TEXT, tooMany), 400)).details).toEqual([
      { path: "files", message: "Envie no máximo 5 arquivos" },
    ]);
    const large = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await refused(answerForm(TEXT, [{ bytes: large, name: "grande.pdf" }]), 413)).message).toBe(
      "Cada arquivo pode ter no máximo 10 MiB.",
    );
    await refused(answerForm(TEXT, [{ bytes: Buffer.alloc(0), name: "vazio.pdf" }]), 400);
    expect((await refused(answerForm("curto"), 400)).details).toEqual([
      { path: "text", message: "Explique em ao menos 10 caracteres" },
    ]);
    expect((await refused(answerForm(null, [{ bytes: PDF, name: "a.pdf" }]), 400)).details[0].path).toBe("text");
    expect((await refused(answerForm("x".repeat(4001)), 400)).details[0].path).toBe("text");
    const extra = answerForm(TEXT);
    extra.append("status", "RELEASED");
    expect((await refused(extra, 400)).details).toEqual([{ path: "status", message: "Campo não permitido" }]);
    const twoTexts = answerForm(TEXT);
    twoTexts.append("text", TEXT);
    expect((await refused(twoTexts, 400)).details[0].path).toBe("text");
    const json = await api.post(`/api/v1/infractions/${opened.id}/responses`, {
      token: seller.access,
      body: { text: TEXT },
    });
    expect(json.status).toBe(415);

    expect(await db().infractionResponse.count({ where: { infractionId: opened.id } })).toBe(0);
    expect(await storedFiles(opened.id)).toEqual([]);
  });

  it("is the seller's own: other sellers, roles without the permission and admins are refused, and files stay private", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const developer = await addTeamMember(api, owner.user.id, "developer");
    const viewer = await addTeamMember(api, owner.user.id, "viewer");
    const other = await createUserAndLogin(api, { approved: true });
    const opened = await openInfraction(owner.user.id);
    const posted = await answer(owner.access, opened.id, answerForm(TEXT, [{ bytes: PDF, name: "a.pdf" }]));
    const fileUrl = posted.body.files[0].url as string;

    for (const [who, message] of [
      [developer, "O papel Desenvolvedor não pode responder a infrações MED nesta conta."],
      [viewer, "O papel Leitura não pode responder a infrações MED nesta conta."],
    ] as const) {
      const refused = await answer(who.access, opened.id, answerForm(TEXT));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(message);
    }
    expect((await answer(admin.access, opened.id, answerForm(TEXT))).status).toBe(403);
    expect((await answer(other.access, opened.id, answerForm(TEXT))).status).toBe(404);

    expect((await api.get(`/api/v1/infractions/${opened.id}`, { token: other.access })).status).toBe(404);
    expect((await api.get(fileUrl, { token: other.access })).status).toBe(404);
    expect((await api.get(fileUrl)).status).toBe(401);
    const otherList = await api.get("/api/v1/infractions", { token: other.access });
    expect(otherList.body.data.map((row: { id: string }) => row.id)).not.toContain(opened.id);
    // A file id under another infraction's path is not found.
    const elsewhere = await openInfraction(owner.user.id);
    expect(
      (await api.get(`/api/v1/infractions/${elsewhere.id}/files/${posted.body.files[0].id}`, { token: owner.access }))
        .status,
    ).toBe(404);
    expect(await db().infractionResponse.count({ where: { infractionId: opened.id } })).toBe(1);
  });

  it("is taken only while the infraction is open, up to 10 answers even when they race", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const opened = await openInfraction(seller.user.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => answer(seller.access, opened.id, answerForm(`${TEXT} (${i})`))),
    );
    expect(answers.map((each) => each.status).sort()).toEqual([...Array(10).fill(201), 422, 422]);
    expect(answers.find((each) => each.status === 422)!.body).toMatchObject({
      code: "LIMIT_EXCEEDED",
      message: "Esta infração já tem 10 respostas, o máximo.",
    });
    expect(await db().infractionResponse.count({ where: { infractionId: opened.id } })).toBe(10);

    const decided = await openInfraction(seller.user.id);
    await api.post(`/api/v1/admin/infractions/${decided.id}/release`, { token: admin.access, body: {} });
    const late = await answer(seller.access, decided.id, answerForm(TEXT, [{ bytes: PDF, name: "a.pdf" }]));
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({
      code: "INVALID_STATUS_TRANSITION",
      message: "Esta infração já foi resolvida: não recebe mais respostas.",
    });
    expect(await storedFiles(decided.id)).toEqual([]);
  });
});
