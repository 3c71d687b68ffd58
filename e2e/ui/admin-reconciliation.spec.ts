import { type APIRequestContext, expect } from "@playwright/test";
import { apiAs, DEMO_ADMIN, keepScreenshot, logIn, standInControl, test } from "./helpers";

const SELLER = "vendedor@demo.pix.br";
// The demo's seed plays its history through the sandbox: yesterday's API Pix PIX are this spec's own.
const YESTERDAY = new Date(Date.now() - 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });

let seller: APIRequestContext;

test.beforeAll(async ({ playwright }, workerInfo) => {
  const baseURL = workerInfo.project.use.baseURL!;
  seller = await apiAs(playwright, baseURL, SELLER);
});

test.afterAll(async () => {
  await seller.dispose();
});

test("the admin compares yesterday with the PSP and credits a PIX whose notification was lost", async ({
  page,
}, testInfo) => {
  const created = await seller.post("/api/v1/payments", {
    data: {
      amount: 88.8,
      customer: {
        name: "Pagador Perdido",
        email: "perdido@example.com",
        document: { type: "cpf", number: "52998224725" },
      },
    },
  });
  expect(created.status()).toBe(201);
  const payment = (await created.json()) as { id: string };
  // The PSP receives the PIX (yesterday, at noon) while its notifications are lost: only the comparison finds it.
  expect(await standInControl("PUT", "/switches", { dropWebhooks: true })).toBe(200);
  try {
    expect(
      await standInControl("POST", `/cob/${payment.id.replaceAll("-", "")}/pay`, {
        horario: `${YESTERDAY}T12:00:00-03:00`,
      }),
    ).toBe(201);
  } finally {
    expect(await standInControl("PUT", "/switches", { dropWebhooks: false })).toBe(200);
  }

  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin");
  await page.goto("/admin/reconciliation");
  await expect(page.getByRole("heading", { name: "Conciliação com o PSP" })).toBeVisible();
  const day = page.getByLabel("Dia (horário de São Paulo)");
  await day.fill(new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" }));
  await page.getByRole("button", { name: "Conciliar com o PSP" }).click();
  await expect(page.getByText("Escolha um dia que já terminou (horário de São Paulo)")).toBeVisible();
  await day.fill(YESTERDAY);
  await page.getByRole("button", { name: "Conciliar com o PSP" }).click();
  await expect(page).toHaveURL(`/admin/reconciliation?day=${YESTERDAY}`);

  const table = page.getByRole("table", { name: /^Diferenças de / });
  const row = table.getByRole("row").filter({ hasText: "R$ 88,80" });
  await expect(row).toContainText("Falta no nosso registro");
  await expect(row).toContainText("Aberta");
  await expect(page.getByRole("link", { name: "Exportar planilha (CSV)" })).toHaveAttribute(
    "href",
    `/api/v1/admin/reconciliation/runs/${YESTERDAY}/export?format=br`,
  );
  await expect(page.getByRole("link", { name: "CSV simples" })).toHaveAttribute(
    "href",
    `/api/v1/admin/reconciliation/runs/${YESTERDAY}/export?format=plain`,
  );
  // The row names the seller and links the charge's txid and our payment.
  await expect(row.getByRole("link", { name: "Loja Aurora" })).toHaveAttribute(
    "href",
    /^\/admin\/sellers\/[0-9a-f-]{36}$/,
  );
  await expect(row.getByRole("link", { name: payment.id.replaceAll("-", "") })).toHaveAttribute(
    "href",
    `/admin/payments?search=${payment.id.replaceAll("-", "")}`,
  );
  await expect(row.getByRole("link", { name: `#${payment.id.slice(0, 8)}` })).toHaveAttribute(
    "href",
    `/admin/payments?search=${payment.id}`,
  );
  await row.getByRole("button", { name: "Creditar" }).click();
  const dialog = page.getByRole("dialog", { name: "Creditar o que o PSP informa?" });
  await expect(dialog).toContainText("R$ 88,80");
  // Every action takes a reason, kept on the difference.
  await dialog.getByRole("button", { name: "Confirmar crédito" }).click();
  await expect(dialog.getByText("Escreva o motivo", { exact: true })).toBeVisible();
  await dialog.getByLabel("Motivo").fill("Notificação perdida; PIX confirmado no PSP");
  await dialog.getByRole("button", { name: "Confirmar crédito" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Creditada");
  await expect(row).toContainText("Notificação perdida; PIX confirmado no PSP");
  await expect(row.getByRole("button", { name: "Creditar" })).toHaveCount(0);
  await keepScreenshot(page, testInfo, "reconciliation-credited");

  const paid = (await (await seller.get(`/api/v1/payments/${payment.id}`)).json()) as { status: string };
  expect(paid.status).toBe("FINISHED");
  await page.goto("/admin/audit");
  await expect(page.getByRole("link", { name: "Diferença de conciliação creditada" }).first()).toBeVisible();
});
