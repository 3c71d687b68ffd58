import { type Locator, type Page, expect } from "@playwright/test";
import Papa from "papaparse";
import { expectAccessible, keepScreenshot, logIn, openPage, test, visit } from "./helpers";

// The statement as the seller reads it (issue 26): one period for the list, its totals, CSV and OFX; a sale's lines in
// the order the money moved; a refund in full with the part the reserve gave; the reserve sale by sale. On a desktop
// and on a 390 px phone (the tables become cards there). One login per test: the demo seller is shared by every file.

const SELLER = "vendedor@demo.pix.br";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
// Valid CPFs no other spec or demo buyer uses: each test's buyer becomes a customer of the demo seller.
const BUYERS = {
  desktop: { name: "Otávio Extrato", email: "otavio.extrato@example.com", cpf: "28461903722" },
  phone: { name: "Lúcia Reserva", email: "lucia.reserva@example.com", cpf: "61725409399" },
};

const saoPauloToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const brDay = (day: string) => day.split("-").reverse().join("/");
/** formatBRL's text with plain spaces (it writes a no-break space after "R$"). */
const brl = (reais: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(reais).replace(/\s/g, " ");
const plainText = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, " ").trim();

const FEES = ["Taxa de serviço", "Taxa do gateway PIX"];

/**
 * A paid R$ 30,00 sale to `buyer`, refunded in full, through the API with the page's session (same-origin, as the
 * browser sends it): the demo seller keeps 10 % of each net in the reserve for 14 days, so the refund takes that part
 * from the reserve first. Answers the refund's statement line as the API reads it.
 */
async function refundedSale(page: Page, buyer: (typeof BUYERS)[keyof typeof BUYERS]) {
  const headers = { Origin: new URL(page.url()).origin };
  const customer = { name: buyer.name, email: buyer.email, document: { type: "CPF", number: buyer.cpf } };
  const created = await page.request.post("/api/v1/payments", {
    headers,
    data: { amount: "30.00", method: "pix", customer },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/v1/sandbox/payments/${id}/pay`, { headers })).ok()).toBe(true);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v1/payments/${id}`)).json()) as { status: string }).status)
    .toBe("FINISHED");
  const refund = await page.request.post(`/api/v1/payments/${id}/refunds`, { headers, data: { amount: "30.00" } });
  expect(refund.status(), await refund.text()).toBe(201);
  const today = saoPauloToday();
  type Line = { paymentId: string; reason: string; amount: number; refund: { amount: number; fromReserve: number } };
  let line: Line | undefined;
  await expect
    .poll(async () => {
      const lines = (
        (await (
          await page.request.get(`/api/v1/transactions?startDate=${today}&endDate=${today}&perPage=100`)
        ).json()) as { data: Line[] }
      ).data;
      line = lines.find((each) => each.paymentId === id && each.reason === "REFUND");
      return line !== undefined;
    })
    .toBe(true);
  expect(line!.refund.amount).toBe(30);
  expect(line!.refund.fromReserve).toBeGreaterThan(0);
  return { paymentId: id, line: line! };
}

/** The statement's rows on screen: what each says, the payment it belongs to, and the balance after it. */
async function statementRows(page: Page) {
  const rows = await page.getByRole("table", { name: "Extrato do saldo disponível" }).locator("tbody tr").all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = row.getByRole("cell");
      const link = cells.nth(2).getByRole("link");
      return {
        row,
        description: (await cells.nth(1).innerText()).split("\n")[0]!.trim(),
        origin: (await link.count()) ? await link.getAttribute("href") : null,
        balance: await plainText(cells.nth(4)),
      };
    }),
  );
}

/** The reserve's row of a payment, paging through "Paginação da reserva" until it shows. */
async function reserveRowOf(page: Page, paymentId: string) {
  const table = page.getByRole("table", { name: "Reserva por venda" });
  const row = table.getByRole("row").filter({ has: page.locator(`a[href="/seller/payments?search=${paymentId}"]`) });
  for (let turn = 0; turn < 10 && !(await row.count()); turn++) {
    const next = page.getByRole("navigation", { name: "Paginação da reserva" }).getByRole("link", { name: "Próxima" });
    await next.click();
    await expect(page).toHaveURL(new RegExp(`reservePage=${turn + 2}`));
    await page.waitForLoadState("networkidle");
  }
  await expect(row).toHaveCount(1);
  return row;
}

test("desktop: one period for the list, totals and files; a sale's lines in order; a refund in full; the reserve", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await openPage(browser, testInfo.project.use);
  await logIn(page, SELLER);
  await expect(page).toHaveURL("/seller");
  const today = saoPauloToday();
  const periods = page.getByRole("navigation", { name: "Período" });

  await test.step("this month by default, with the five periods offered", async () => {
    await visit(page, "/seller/balance", "Saldo e extrato");
    for (const label of ["Hoje", "7 dias", "Este mês", "Mês passado", "Personalizado"])
      await expect(periods.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(periods.getByRole("link", { name: "Este mês" })).toHaveAttribute("aria-current", "page");
    const monthStart = `${today.slice(0, 8)}01`;
    const shown = monthStart === today ? brDay(today) : `${brDay(monthStart)} a ${brDay(today)}`;
    await expect(page.getByText(shown, { exact: false }).first()).toBeVisible();
  });

  const lastMonthEnd = shift(`${today.slice(0, 8)}01`, -1);
  const lastMonth = { startDate: `${lastMonthEnd.slice(0, 8)}01`, endDate: lastMonthEnd };

  await test.step("last month: the list, its totals over every page, the CSV and the OFX of the same days", async () => {
    await periods.getByRole("link", { name: "Mês passado" }).click();
    await expect(page).toHaveURL("/seller/balance?period=last-month");
    await expect(page.getByText(`${brDay(lastMonth.startDate)} a ${brDay(lastMonth.endDate)}`)).toBeVisible();
    const rows = await statementRows(page);
    expect(rows.length).toBe(20);

    const totals = page.getByRole("region", { name: /^Totais do período/ });
    const api = (await (
      await page.request.get(`/api/v1/transactions?${new URLSearchParams(lastMonth)}&perPage=1`)
    ).json()) as { totalRecords: number };
    expect(api.totalRecords).toBeGreaterThan(rows.length);
    await expect(totals.getByRole("heading")).toContainText(
      `${new Intl.NumberFormat("pt-BR").format(api.totalRecords)} movimentações`,
    );
    // The period ends with the balance after its newest line: the list's first row.
    const closing = totals.getByText("Saldo no fim", { exact: true }).locator("xpath=following-sibling::dd");
    expect(await plainText(closing)).toBe(rows[0]!.balance);

    const spreadsheet = page.getByRole("link", { name: "Exportar planilha (CSV)" });
    await expect(spreadsheet).toHaveAttribute(
      "href",
      `/api/v1/seller-balances/me/csv?${new URLSearchParams({ ...lastMonth, format: "br" })}`,
    );
    const br = await (await page.request.get((await spreadsheet.getAttribute("href"))!)).text();
    const brRows = Papa.parse<Record<string, string>>(br.replace(/^\uFEFF/, ""), {
      header: true,
      delimiter: ";",
      skipEmptyLines: true,
    });
    expect(brRows.meta.fields?.slice(0, 9)).toEqual([
      "Data",
      "Lançamento",
      "Tipo",
      "Comprador",
      "Pagamento",
      "Saque",
      "Valor",
      "Saldo",
      "Disponível em",
    ]);
    expect(brRows.data).toHaveLength(api.totalRecords);
    expect(brRows.data.some((row) => row.Tipo === "Pagamento recebido")).toBe(true);
    expect(brRows.data.some((row) => /^[A-Z_]+$/.test(row.Tipo ?? ""))).toBe(false);
    const plain = await (
      await page.request.get((await page.getByRole("link", { name: "CSV simples" }).getAttribute("href"))!)
    ).text();
    expect(plain.startsWith("createdAt,description,reason,")).toBe(true);
    expect(plain).toContain(",PAYMENT_RECEIVED,");

    const ofx = page.getByRole("link", { name: "Exportar OFX" });
    await expect(ofx).toHaveAttribute("href", `/api/v1/seller-balances/me/ofx?${new URLSearchParams(lastMonth)}`);
    const file = await page.request.get((await ofx.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toContain(
      `extrato-${lastMonth.startDate}-a-${lastMonth.endDate}.ofx`,
    );
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, "statement-last-month");
  });

  await test.step("a sale's lines read as the money moved: credit at the bottom, then its fees, then the reserve", async () => {
    const rows = await statementRows(page);
    const sales = rows.flatMap((row, index) => (row.description === "Pagamento recebido" && index >= 3 ? [index] : []));
    expect(sales.length).toBeGreaterThan(0);
    for (const index of sales) {
      const above = rows.slice(index - 3, index);
      expect(above.map((row) => row.origin)).toEqual(Array(3).fill(rows[index]!.origin));
      expect(above[0]!.description).toBe("Retenção em reserva");
      expect([above[1]!.description, above[2]!.description].sort()).toEqual(FEES);
    }
  });

  const { paymentId, line } =
    await test.step("a refund shows its full amount and the part the reserve gave", async () => {
      const refunded = await refundedSale(page, BUYERS.desktop);
      await periods.getByRole("link", { name: "Hoje" }).click();
      await expect(page).toHaveURL("/seller/balance?period=today");
      const row = page
        .getByRole("table", { name: "Extrato do saldo disponível" })
        .getByRole("row")
        .filter({ hasText: "Reembolso ao comprador" })
        .filter({ has: page.locator(`a[href="/seller/payments?search=${refunded.paymentId}"]`) });
      await expect(row).toHaveCount(1);
      expect(await plainText(row.getByRole("cell").nth(3))).toContain(brl(refunded.line.amount));
      expect(await plainText(row.getByRole("cell").nth(1))).toContain(
        `Reembolso de R$ 30,00: ${brl(refunded.line.refund.fromReserve)} da reserva e ${brl(refunded.line.amount)} do saldo disponível`,
      );
      await keepScreenshot(page, testInfo, "statement-refund");
      return refunded;
    });

  await test.step("the reserve, sale by sale: held until its date, or taken by the refund", async () => {
    await page
      .getByRole("region", { name: "A liberar (reserva)" })
      .getByRole("link", { name: "Ver por venda" })
      .click();
    await expect(page).toHaveURL(/#reserva$/);
    const reserve = page.getByRole("table", { name: "Reserva por venda" });
    await expect(reserve).toBeInViewport({ ratio: 0.1 });
    const held = reserve
      .locator("tbody tr")
      .filter({ hasText: /libera em \d{2}\/\d{2}\/\d{4}/ })
      .first();
    await expect(held).toContainText("Retido");
    const row = await reserveRowOf(page, paymentId);
    await expect(row).toContainText("Usado em reembolso");
    expect(await plainText(row)).toContain(`${brl(line.refund.fromReserve)} usados em reembolso`);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, "reserve");
  });

  await test.step("a custom period: its days in the URL, a reversed one refused", async () => {
    await visit(page, "/seller/balance", "Saldo e extrato");
    await periods.getByRole("link", { name: "Personalizado" }).click();
    const custom = page.getByRole("form", { name: "Período personalizado" });
    await custom.getByLabel("De").fill(shift(today, -2));
    await custom.getByLabel("Até").fill(today);
    await custom.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(
      `/seller/balance?${new URLSearchParams({ period: "custom", startDate: shift(today, -2), endDate: today })}`,
    );
    await expect(page.getByRole("link", { name: "Exportar planilha (CSV)" })).toHaveAttribute(
      "href",
      `/api/v1/seller-balances/me/csv?${new URLSearchParams({ startDate: shift(today, -2), endDate: today, format: "br" })}`,
    );
    await custom.getByLabel("De").fill(today);
    await custom.getByLabel("Até").fill(shift(today, -2));
    await custom.getByRole("button", { name: "Aplicar" }).click();
    await expect(custom.getByText("A data inicial deve ser anterior à final")).toBeVisible();
  });
  await page.context().close();
});

test("phone: the periods, the totals and the refund and reserve cards fit a 390 px screen", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await openPage(browser, testInfo.project.use, PHONE);
  await logIn(page, SELLER);
  await expect(page).toHaveURL("/seller");
  const { paymentId, line } = await refundedSale(page, BUYERS.phone);

  await visit(page, "/seller/balance?period=today", "Saldo e extrato");
  const periods = page.getByRole("navigation", { name: "Período" });
  await expect(periods.getByRole("link", { name: "Hoje" })).toHaveAttribute("aria-current", "page");
  await periods.scrollIntoViewIfNeeded();
  await expect(periods.getByRole("link", { name: "Personalizado" })).toBeInViewport();
  const totals = page.getByRole("region", { name: /^Totais do período/ });
  await expect(totals.getByText("Saldo no fim", { exact: true })).toBeVisible();

  // The refund's line is a card: its parts under "Lançamento", its amount under "Valor".
  const card = page
    .getByRole("table", { name: "Extrato do saldo disponível" })
    .getByRole("row")
    .filter({ has: page.locator(`a[href="/seller/payments?search=${paymentId}"]`) })
    .filter({ hasText: "Reembolso ao comprador" });
  await card.scrollIntoViewIfNeeded();
  const description = card.locator('td[data-label="Lançamento"]');
  await expect(description).toBeInViewport();
  expect(await plainText(description)).toContain(`${brl(line.refund.fromReserve)} da reserva`);
  await expect(card.locator('td[data-label="Valor"]')).toBeInViewport();
  await keepScreenshot(page, testInfo, "statement-refund-phone");

  const reserveRow = await reserveRowOf(page, paymentId);
  await reserveRow.scrollIntoViewIfNeeded();
  await expect(reserveRow.locator('td[data-label="Liberação"]')).toContainText("Usado em reembolso");
  await expect(reserveRow.locator('td[data-label="Liberação"]')).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.viewport.width);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, "reserve-phone");
  await page.context().close();
});
