import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { DEMO_SELLERS } from "../../prisma/demo/sellers";
import {
  apiAs,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  expectAccessible,
  keepScreenshot,
  logIn,
  openFromNav,
  openPage,
  test,
  visit,
} from "../ui/helpers";
import { latestEmail, linkPath } from "./mailbox";

// A seller account's team, across three browsers: the owner invites a new address as finance; the invited person opens
// the e-mailed link in a browser of their own, creates the account and works in the owner's account within the
// finance role's limits; the owner then removes them. Then the owner, invited into another seller's team, signs in
// from the link and switches between the two accounts in the header. Two demo sellers no other file uses, so no other
// spec sees their teams change; each step needs the ones before it.
test.describe.configure({ mode: "serial" });

const seller = (email: string) => DEMO_SELLERS.find((each) => each.email === email)!;
const OWNER = seller("estudio@demo.pix.br");
const OTHER = seller("livraria@demo.pix.br");
const RUN = Date.now().toString(36);
const MEMBER = { email: `financeiro-${RUN}@example.com`, name: "Fernanda Financeiro", password: "senha-da-fernanda" };

let admin: APIRequestContext;
let owner: Page;
let member: Page;
let invitationPath: string;

test.beforeAll(async ({ browser, playwright }, workerInfo) => {
  admin = await apiAs(playwright, workerInfo.project.use.baseURL!, DEMO_ADMIN);
  owner = await openPage(browser, workerInfo.project.use);
  member = await openPage(browser, workerInfo.project.use);
  await logIn(owner, OWNER.email);
  await expect(owner).toHaveURL("/seller");
});

test.afterAll(async () => {
  await Promise.all([owner, member].map((page) => page.context().close()));
  await admin.dispose();
});

const membersTable = (page: Page) => page.getByRole("table", { name: "Membros da equipe" });
const memberRow = (page: Page, email: string) => membersTable(page).getByRole("row", { name: new RegExp(email) });

test("the owner invites a new address as finance, and cancels an invitation sent by mistake", async ({}, testInfo) => {
  await openFromNav(owner, "Equipe", { group: "Configurações" });
  await expect(memberRow(owner, OWNER.email)).toContainText("Proprietário");
  await expect(memberRow(owner, OWNER.email)).toContainText("(você)");

  const mistake = `engano-${RUN}@example.com`;
  for (const [email, role] of [
    [MEMBER.email, "finance"],
    [mistake, "viewer"],
  ] as const) {
    await owner.getByRole("button", { name: "Convidar pessoa" }).click();
    const dialog = owner.getByRole("dialog", { name: "Convidar pessoa" });
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Papel").selectOption(role);
    if (role === "finance") {
      await expect(dialog.getByText("A chave PIX de saque fica com o proprietário.")).toBeVisible();
      await keepScreenshot(owner, testInfo, "invite-dialog");
    }
    await dialog.getByRole("button", { name: "Enviar convite" }).click();
    await expect(owner.getByText(`Convite enviado para ${email}. O link vale por 7 dias.`)).toBeVisible();
  }

  const pending = owner.getByRole("table", { name: "Convites pendentes" });
  await expect(pending.getByRole("row", { name: new RegExp(MEMBER.email) })).toContainText("Financeiro");
  const cancelInvite = pending.getByRole("button", { name: `Cancelar convite de ${mistake}` });
  // A row's action is the compact button, and one that takes something away reads red.
  await expect(cancelInvite).toHaveCSS("padding-left", "12px");
  await expect(cancelInvite).toHaveCSS("color", "lab(40.4273 67.2623 53.7441)"); // Tailwind 4.3's red-700
  await cancelInvite.click();
  const cancel = owner.getByRole("dialog", { name: "Cancelar convite?" });
  await expect(cancel).toContainText(mistake);
  await cancel.getByRole("button", { name: "Cancelar convite" }).click();
  await expect(owner.getByText(`Convite para ${mistake} cancelado.`)).toBeVisible();
  await expect(pending.getByRole("row", { name: new RegExp(mistake) })).toHaveCount(0);
  await expect(pending.getByRole("row", { name: new RegExp(MEMBER.email) })).toBeVisible();
  await expectAccessible(owner);
  await keepScreenshot(owner, testInfo, "owner-invited");
});

test("the invitation reaches the invited address with its link", async () => {
  const email = await latestEmail(admin, MEMBER.email, `Convite para a equipe de ${OWNER.companyName}`);
  expect(email.text).toContain("com o papel Financeiro");
  invitationPath = linkPath(email.text, "/invitations/");
});

test("a second browser opens the link, creates the account and works in the owner's account as finance", async ({}, testInfo) => {
  await member.goto(invitationPath);
  await expect(member.getByRole("heading", { level: 1, name: `Equipe de ${OWNER.companyName}` })).toBeVisible();
  await expect(member.getByText("Financeiro", { exact: true })).toBeVisible();
  await expect(member.getByText(MEMBER.email, { exact: true })).toBeVisible();
  await expectAccessible(member);
  await keepScreenshot(member, testInfo, "invitation-page");

  await member.getByLabel("Seu nome").fill(MEMBER.name);
  await member.getByLabel("Senha", { exact: true }).fill(MEMBER.password);
  await member.getByLabel("Confirme a senha").fill("outra-senha-qualquer");
  await member.getByRole("button", { name: "Criar conta e aceitar" }).click();
  await expect(member.getByText("As senhas não conferem")).toBeVisible();
  await member.getByLabel("Confirme a senha").fill(MEMBER.password);
  await member.getByRole("button", { name: "Criar conta e aceitar" }).click();

  await expect(member).toHaveURL("/seller");
  await expect(member.getByRole("heading", { level: 1, name: `Olá, ${OWNER.companyName}` })).toBeVisible();
  await expect(member.getByRole("banner")).toContainText(OWNER.companyName);
  await expect(member.getByRole("banner")).toContainText(MEMBER.email);

  // Finance moves money but leaves the payout key to the owner.
  await visit(member, "/seller/withdrawals", "Saques");
  await expect(member.getByText("O papel Financeiro não pode alterar a chave PIX de saque nesta conta.")).toBeVisible();
  await expect(member.getByRole("button", { name: /^(Alterar|Cadastrar) chave$/ })).toHaveCount(0);
  await expect(member.getByRole("link", { name: "Alterar chave de saque" })).toHaveCount(0);
  await expect(member.getByRole("button", { name: "Solicitar saque" })).toBeEnabled();
  await keepScreenshot(member, testInfo, "member-withdrawals");

  // Nor the webhooks, which are the developers'.
  await visit(member, "/seller/webhooks", "Webhooks");
  await expect(member.getByRole("button", { name: "Adicionar webhook" })).toHaveCount(0);
  await expect(member.getByText("O papel Financeiro não pode alterar webhooks nesta conta.")).toBeVisible();

  await visit(member, "/seller/team", "Equipe");
  await expect(member.getByText("Seu papel nesta conta: Financeiro")).toBeVisible();
  await expect(member.getByRole("button", { name: "Convidar pessoa" })).toHaveCount(0);
  await expect(memberRow(member, MEMBER.email)).toContainText("(você)");
  await expect(memberRow(member, OWNER.email).getByRole("button")).toHaveCount(0);
});

test("the owner finds the new member in the team, changes the role, then removes them", async ({}, testInfo) => {
  await owner.reload();
  const row = memberRow(owner, MEMBER.email);
  await expect(row).toContainText(MEMBER.name);
  await expect(row).toContainText("Financeiro");
  await expect(owner.getByText("Nenhum convite aguardando resposta.")).toBeVisible();
  // The only owner cannot leave (the API refuses it): the own row says what to do instead of offering the button.
  const ownRow = memberRow(owner, OWNER.email);
  await expect(ownRow).toContainText("Para sair, transfira a propriedade antes.");
  await expect(ownRow.getByRole("button", { name: "Sair da equipe" })).toHaveCount(0);

  await row.getByRole("button", { name: `Alterar papel de ${MEMBER.email}` }).click();
  const change = owner.getByRole("dialog", { name: "Alterar papel" });
  await change.getByLabel("Novo papel").selectOption("developer");
  await change.getByRole("button", { name: "Salvar papel" }).click();
  await expect(owner.getByText(`${MEMBER.name} (${MEMBER.email}) agora tem o papel Desenvolvedor.`)).toBeVisible();
  await expect(row).toContainText("Desenvolvedor");

  await row.getByRole("button", { name: `Remover ${MEMBER.email}` }).click();
  const confirm = owner.getByRole("dialog", { name: `Remover ${MEMBER.name} da equipe?` });
  await expect(confirm).toContainText(MEMBER.email);
  await keepScreenshot(owner, testInfo, "remove-dialog");
  await confirm.getByRole("button", { name: "Remover da equipe" }).click();
  await expect(owner.getByText(`${MEMBER.name} (${MEMBER.email}) saiu da equipe.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the removed member's next page no longer shows the owner's account", async () => {
  await member.goto("/seller/withdrawals");
  // With no seller account left, a team member's home is their account page.
  await expect(member).toHaveURL("/account");
  await expect(member.locator("body")).not.toContainText(OWNER.companyName);
});

test("the owner, invited into another team, signs in from the link and switches accounts in the header", async ({
  browser,
  playwright,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const other = await apiAs(playwright, baseURL, OTHER.email);
  const invited = await other.post("/api/v1/team/invitations", { data: { email: OWNER.email, role: "viewer" } });
  expect(invited.status()).toBe(201);
  await other.dispose();
  const email = await latestEmail(admin, OWNER.email, `Convite para a equipe de ${OTHER.companyName}`);
  const path = linkPath(email.text, "/invitations/");

  const page = await openPage(browser, testInfo.project.use);
  try {
    await page.goto(path);
    await page.getByRole("link", { name: "Entre para aceitar" }).click();
    await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(path)}`);
    await page.getByLabel("E-mail").fill(OWNER.email);
    await page.getByLabel("Senha").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(path);
    await page.getByRole("button", { name: "Aceitar convite" }).click();

    await expect(page).toHaveURL("/seller");
    await expect(page.getByRole("heading", { level: 1, name: `Olá, ${OTHER.companyName}` })).toBeVisible();
    const picker = page.getByRole("banner").getByLabel("Conta em uso");
    await expect(picker.locator("option:checked")).toHaveText(`${OTHER.companyName} · Leitura`);
    await keepScreenshot(page, testInfo, "account-picker");

    await picker.selectOption({ label: `${OWNER.companyName} · Proprietário` });
    await expect(page.getByRole("heading", { level: 1, name: `Olá, ${OWNER.companyName}` })).toBeVisible();
    await expect(picker.locator("option:checked")).toHaveText(`${OWNER.companyName} · Proprietário`);

    await picker.selectOption({ label: `${OTHER.companyName} · Leitura` });
    await expect(page.getByRole("heading", { level: 1, name: `Olá, ${OTHER.companyName}` })).toBeVisible();
    await visit(page, "/seller/links", "Links de pagamento");
    await expect(page.getByRole("button", { name: "Novo link" })).toHaveCount(0);
    await expect(
      page.getByText("O papel Leitura não pode criar ou alterar links, cobranças e clientes nesta conta."),
    ).toBeVisible();

    // Leaving the other team brings the person back to their own account, with no picker left.
    await visit(page, "/seller/team", "Equipe");
    await memberRow(page, OWNER.email).getByRole("button", { name: "Sair da equipe" }).click();
    const leave = page.getByRole("dialog", { name: "Sair da equipe?" });
    await expect(leave).toContainText(OTHER.companyName);
    await leave.getByRole("button", { name: "Sair da equipe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Olá, ${OWNER.companyName}` })).toBeVisible();
    await expect(page.getByRole("banner").getByLabel("Conta em uso")).toHaveCount(0);
    await expect(page.getByRole("banner")).toContainText(OWNER.companyName);
  } finally {
    await page.context().close();
  }
});
