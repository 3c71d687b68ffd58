import { expect } from "@playwright/test";
import { computeFees } from "../../lib/fees/calculate";
import { DEMO_FEATURED_SALE, todayPaid } from "../../prisma/demo/plan";
import { expectAccessible, keepScreenshot, logIn, openFromNav, paidSale, test } from "./helpers";

const SELLER = "vendedor@demo.pix.br";
// The demo seller's registered payout key: its company's CNPJ (prisma/demo/play.ts). Other files withdraw to it, so it
// stays.
const PIX_KEY = "11.222.333/0001-81";

const brl = (centavos: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(centavos / 100);
// The demo seller's newest paid sale (prisma/demo/plan.ts), under the default fees: R$ 1,50 + 0,99 % and 0,50 %.
const fees = computeFees(
  [
    { target: "SERVICE", feeType: "FIXED", feeValue: 150 },
    { target: "SERVICE", feeType: "PERCENTAGE", feeValue: 9_900 },
    { target: "GATEWAY", feeType: "PERCENTAGE", feeValue: 5_000 },
  ],
  DEMO_FEATURED_SALE.amount,
);
const DEMO_PAYMENT = {
  buyer: DEMO_FEATURED_SALE.buyer,
  amount: brl(DEMO_FEATURED_SALE.amount),
  serviceFee: brl(fees.serviceFee),
  gatewayFee: brl(fees.gatewayFee),
  net: brl(fees.net),
};

// Valid CPFs that no demo buyer uses (the test database is new on every run).
const CUSTOMER = { name: "Joana Prado", email: "joana.prado@example.com", cpf: "39053344705" };
const REFUND_BUYER = { name: "Rita Moraes", email: "rita.moraes@example.com", cpf: "89019050273" };

// Money shows with a non-breaking space after "R$"; tests write a plain one.
const money = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll(" ", "\\s"));

// The server allows 10 logins per e-mail in 15 minutes and other files use this account:
// one journey, one login.
test("an approved seller creates a link, reads payments, refunds one, manages customers, reads the balance and requests a withdrawal", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const description = `Caneca e2e ${Date.now()}`;

  await test.step("home", async () => {
    await logIn(page, SELLER);
    await expect(page).toHaveURL("/seller");
    await expect(page.getByRole("status").filter({ hasText: "Conta aprovada" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Saldo disponível" })).toBeVisible();
    // Other files add payments to this seller, so which five are the latest depends on the run.
    const recent = page.getByRole("table", { name: "Pagamentos recentes" }).locator("tbody tr");
    await expect(recent.first()).toBeVisible();
    expect(await recent.count()).toBeLessThanOrEqual(5);
    await keepScreenshot(page, testInfo, "home");
  });

  await test.step("sales dashboard: cards and charts of the seeded sales", async () => {
    const sales = page.getByRole("region", { name: "Suas vendas" });
    await sales.getByRole("link", { name: "Hoje" }).click();
    await expect(page).toHaveURL(/period=day/);
    // The seed's sales of today; specs that run earlier may add more, none refunds.
    const paid = await sales.getByRole("region", { name: "Pedidos pagos" }).locator("p").first().textContent();
    expect(Number(paid)).toBeGreaterThanOrEqual(todayPaid(SELLER).count);
    await expect(sales.getByRole("region", { name: "Receita" })).toContainText("R$");
    await expect(sales.getByText("Valores por dia", { exact: true })).toBeVisible();
    await expect(sales.locator("svg.recharts-surface").first()).toBeVisible();
    await keepScreenshot(page, testInfo, "seller-dashboard");
  });

  await test.step("payment links: create, copy and deactivate", async () => {
    await openFromNav(page, "Links", { heading: "Links de pagamento" });
    await page.getByRole("button", { name: "Novo link" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo link de pagamento" });
    await expect(dialog.getByText(money("De R$ 1,00 a R$ 1.000.000,00"))).toBeVisible();
    await dialog.getByRole("button", { name: "Criar link" }).click();
    await expect(dialog.getByText("Informe a descrição")).toBeVisible();

    await dialog.getByLabel("Descrição").fill(description);
    // A centavo above one payment's maximum is refused by the API's schema before sending.
    await dialog.getByLabel("Valor").fill("100000001");
    await dialog.getByRole("button", { name: "Criar link" }).click();
    await expect(dialog.getByText(money("O valor máximo é R$ 1.000.000,00"))).toBeVisible();
    await dialog.getByLabel("Valor").fill("");
    await dialog.getByLabel("Valor").pressSequentially("3590");
    await expect(dialog.getByLabel("Valor")).toHaveValue(money("R$ 35,90"));
    await dialog.getByRole("button", { name: "Criar link" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Link criado" })).toBeVisible();

    const row = page.getByRole("row").filter({ hasText: description });
    await expect(row).toContainText(money("R$ 35,90"));
    await expect(row).toContainText("Ativo");
    await expect(row.getByRole("cell").nth(2)).toHaveText("0");

    await row.getByRole("button", { name: `Copiar link ${description}` }).click();
    await expect(row.getByText("Copiado!")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/checkout\/[\w-]{10,}$/);
    const opened = row.getByRole("link", { name: `Abrir o checkout de ${description} (nova aba)` });
    await expect(opened).toHaveAttribute("href", copied);
    await keepScreenshot(page, testInfo, "links");

    await row.getByRole("button", { name: `Desativar ${description}` }).click();
    const confirm = page.getByRole("dialog", { name: "Desativar link?" });
    await expect(confirm).toContainText(description);
    await confirm.getByRole("button", { name: "Desativar link" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText("Desativado");
    await expect(row.getByRole("button", { name: `Desativar ${description}` })).toHaveCount(0);
  });

  await test.step("payments: filter and open a finished payment", async () => {
    await openFromNav(page, "Pagamentos");
    const filters = page.getByRole("search", { name: "Filtrar pagamentos" });
    await filters.getByLabel("Status").selectOption({ label: "Pago" });
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/status=FINISHED/);
    const table = page.getByRole("table", { name: "Pagamentos" });
    // The buyer has older purchases too: today's sale is the newest of them.
    await expect(table.getByRole("row").filter({ hasText: DEMO_PAYMENT.buyer }).first()).toContainText("Pago");
    // The totals are the filter's, over every page, not the 20 rows on screen.
    const totals = page.getByRole("region", { name: "Totais dos filtros" });
    const found = totals.getByText("Pagamentos encontrados").locator("xpath=following-sibling::dd");
    expect(Number((await found.innerText()).replace(/\D/g, ""))).toBeGreaterThan(
      await table.locator("tbody tr").count(),
    );

    await table
      .getByRole("button", { name: `Detalhes do pagamento de ${DEMO_PAYMENT.buyer}` })
      .first()
      .click();
    const drawer = page.getByRole("dialog", { name: "Detalhes do pagamento" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(money(DEMO_PAYMENT.amount)).first()).toBeVisible();
    for (const value of [DEMO_PAYMENT.serviceFee, DEMO_PAYMENT.gatewayFee, DEMO_PAYMENT.net])
      await expect(drawer).toContainText(money(value));
    await expect(drawer).toContainText("Líquido para você");
    await expect(drawer).toContainText(DEMO_FEATURED_SALE.link);
    await expect(drawer.getByRole("button", { name: "Reembolsar" })).toBeVisible();
    await expect(drawer.getByRole("img", { name: /QR Code/ })).toHaveCount(0);
    await keepScreenshot(page, testInfo, "payment-drawer");
    await drawer.getByRole("button", { name: "Fechar" }).click();
    await expect(drawer).toBeHidden();
  });

  await test.step("refunds: part of a paid payment with a reason, then the rest", async () => {
    // A new sale to refund, so the demo's own sales stay as the other steps count them.
    const paymentId = await paidSale(page, REFUND_BUYER, "30.00");
    await page.goto(`/seller/payments?search=${paymentId}`);
    await page
      .getByRole("table", { name: "Pagamentos" })
      .getByRole("button", { name: `Detalhes do pagamento de ${REFUND_BUYER.name}` })
      .click();
    const drawer = page.getByRole("dialog", { name: "Detalhes do pagamento" });
    await expect(drawer.getByText("Nenhuma devolução.")).toBeVisible();
    const refunds = drawer.getByRole("list", { name: "Devoluções" }).getByRole("listitem");
    const refunded = drawer.getByText("Devolvido", { exact: true }).locator("..");
    const dialog = page.getByRole("dialog", { name: "Reembolsar pagamento?" });
    // The provider may answer a refund at once or later (a notification): the drawer follows it by itself.
    const settled = { timeout: 30_000 };

    await drawer.getByRole("button", { name: "Reembolsar" }).click();
    const amount = dialog.getByLabel("Valor a devolver");
    await expect(amount).toHaveValue(money("R$ 30,00"));
    await expect(dialog).toContainText("As tarifas deste pagamento não são devolvidas");
    await amount.fill("");
    await amount.pressSequentially("1000");
    // The demo keeps 10 % of each sale's net in the reserve: the refund takes that first, the rest from available.
    const moved = (label: string) => dialog.getByText(label, { exact: true }).locator("..").locator("dd");
    await expect(moved("Sai da reserva desta venda")).toContainText("R$");
    const cents = async (label: string) => Number((await moved(label).innerText()).replace(/\D/g, ""));
    expect(await cents("Sai da reserva desta venda")).toBeGreaterThan(0);
    expect((await cents("Sai da reserva desta venda")) + (await cents("Sai do seu saldo disponível"))).toBe(10_00);
    await dialog.getByLabel("Motivo (opcional)").fill("Uma das canecas chegou quebrada");
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, "refund-dialog");
    await dialog.getByRole("button", { name: "Confirmar reembolso" }).click();
    await expect(dialog).toBeHidden();
    await expect(drawer.getByRole("status").filter({ hasText: /^Devolução (solicitada|concluída)/ })).toBeVisible();
    const part = refunds.filter({ hasText: "Motivo: Uma das canecas chegou quebrada" });
    await expect(part).toContainText(money("R$ 10,00"));
    await expect(part).toContainText("Concluída", settled);
    await expect(refunded).toContainText(money("R$ 10,00"), settled);
    await expect(drawer.getByText("Parcialmente reembolsado", { exact: true })).toBeVisible();
    await keepScreenshot(page, testInfo, "payment-refunded-in-part");

    await drawer.getByRole("button", { name: "Reembolsar" }).click();
    await expect(amount).toHaveValue(money("R$ 20,00"));
    await dialog.getByRole("button", { name: "Confirmar reembolso" }).click();
    await expect(dialog).toBeHidden();
    await expect(refunds).toHaveCount(2);
    await expect(refunds.first()).toContainText(money("R$ 20,00"));
    await expect(refunds.first()).toContainText("Concluída", settled);
    await expect(drawer.getByText("Reembolsado", { exact: true })).toBeVisible(settled);
    await expect(refunded).toContainText(money("R$ 30,00"));
    await expect(drawer.getByRole("button", { name: "Reembolsar" })).toHaveCount(0);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, "payment-refunded");
    await drawer.getByRole("button", { name: "Fechar" }).click();
    await expect(
      page.getByRole("table", { name: "Pagamentos" }).getByRole("row").filter({ hasText: REFUND_BUYER.name }),
    ).toContainText("Reembolsado");
  });

  await test.step("customers: create with the API's document check, then edit", async () => {
    await openFromNav(page, "Clientes");
    // Buyers become customers (the checkout's buyer reuses a demo CPF and renames it), so only the new one is checked.
    const table = page.getByRole("table", { name: "Clientes" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();

    await page.getByRole("button", { name: "Novo cliente" }).click();
    const create = page.getByRole("dialog", { name: "Novo cliente" });
    await create.getByLabel("Nome").fill(CUSTOMER.name);
    await create.getByLabel("E-mail").fill(CUSTOMER.email);
    await create.getByLabel("Número do CPF").pressSequentially("12345678900");
    await expect(create.getByLabel("Número do CPF")).toHaveValue("123.456.789-00");
    await create.getByRole("button", { name: "Cadastrar cliente" }).click();
    await expect(create.getByText("CPF inválido: dígitos verificadores não conferem")).toBeVisible();
    await create.getByLabel("Número do CPF").clear();
    await create.getByLabel("Número do CPF").pressSequentially(CUSTOMER.cpf);
    await create.getByRole("button", { name: "Cadastrar cliente" }).click();
    await expect(create).toBeHidden();
    await expect(page.getByText(`${CUSTOMER.name} foi cadastrado.`)).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: CUSTOMER.name });
    // A person's CPF is masked in the list, whole only where the customer is edited.
    await expect(row).toContainText("***.533.447-**");
    await expect(row).not.toContainText("390.533");

    await row.getByRole("button", { name: `Editar ${CUSTOMER.name}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar cliente" });
    await expect(edit).toContainText("CPF 390.533.447-05");
    await expect(edit.getByLabel("E-mail")).toHaveValue(CUSTOMER.email);
    await edit.getByLabel("Telefone (opcional)").fill("(11) 98765-4321");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText("(11) 98765-4321");
    await keepScreenshot(page, testInfo, "customers");
  });

  await test.step("balance and statement", async () => {
    await openFromNav(page, "Saldo", { heading: "Saldo e extrato" });
    for (const card of ["Disponível", "A liberar (reserva)", "Em saque"])
      await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
    const statement = page.getByRole("table", { name: "Extrato do saldo disponível" });
    // Columns: Data, Lançamento, Origem, Valor, Saldo.
    const sale = statement.getByRole("row").filter({ hasText: "Pagamento recebido" }).first();
    await expect(sale.getByRole("cell").nth(2)).toContainText(/^Pagamento de \S/);
    const credit = sale.getByRole("cell").nth(3);
    await expect(credit).toContainText(/^Crédito de \+ R\$/);
    await expect(credit).toHaveClass(/text-emerald-700/);
    for (const fee of ["Taxa de serviço", "Taxa do gateway PIX"]) {
      const debit = statement.getByRole("row").filter({ hasText: fee }).first().getByRole("cell").nth(3);
      await expect(debit).toContainText(/^Débito de − R\$/);
      await expect(debit).toHaveClass(/text-red-700/);
    }
    // Each line's balance is the older line's plus its own amount.
    const reais = (text: string) =>
      Math.round(
        Number(
          text
            .replace(/[^\d,−-]/g, "")
            .replace("−", "-")
            .replace(",", "."),
        ) * 100,
      );
    const rows = await statement.locator("tbody tr").all();
    const values = await Promise.all(
      rows.map(async (row) => ({
        amount: await row.getByRole("cell").nth(3).innerText(),
        balance: await row.getByRole("cell").nth(4).innerText(),
      })),
    );
    expect(values.length).toBeGreaterThan(2);
    for (const [index, line] of values.slice(0, -1).entries()) {
      const signed = (line.amount.startsWith("Crédito") ? 1 : -1) * Math.abs(reais(line.amount));
      expect(reais(values[index + 1]!.balance) + signed, `line ${index}`).toBe(reais(line.balance));
    }

    // One period for the list, its totals and its files, kept in the URL; a reversed custom period is refused.
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
    await page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "Hoje" }).click();
    await expect(page).toHaveURL("/seller/balance?period=today");
    const day = today.split("-").reverse().join("/");
    await expect(statement.locator("tbody tr").first()).toContainText(day);
    for (const row of await statement.locator("tbody tr").all())
      await expect(row.getByRole("cell").first()).toContainText(day);
    const csvLink = page.getByRole("link", { name: "Exportar planilha (CSV)" });
    await expect(csvLink).toHaveAttribute(
      "href",
      `/api/v1/seller-balances/me/csv?startDate=${today}&endDate=${today}&format=br`,
    );
    const csv = await page.request.get((await csvLink.getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text.startsWith("\uFEFFData;Lançamento;Tipo;Comprador;")).toBe(true);
    await page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "Personalizado" }).click();
    const custom = page.getByRole("form", { name: "Período personalizado" });
    await custom.getByLabel("De").fill(today);
    await custom.getByLabel("Até").fill("2020-01-01");
    await custom.getByRole("button", { name: "Aplicar" }).click();
    await expect(custom.getByText("A data inicial deve ser anterior à final")).toBeVisible();
    await page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "Este mês" }).click();
    await expect(page).toHaveURL("/seller/balance?period=month");
    await keepScreenshot(page, testInfo, "balance");
  });

  await test.step("withdrawal of R$ 20,00 to a PIX key", async () => {
    await openFromNav(page, "Saques");
    await expect(page.getByText("Mínimo por saque")).toBeVisible();
    await expect(page.getByText(/R\$\s2,00 por saque/)).toBeVisible();

    await page.getByLabel("Valor do saque").fill("100000001");
    await page.getByRole("button", { name: "Solicitar saque" }).click();
    await expect(page.getByText(money("O valor máximo é R$ 1.000.000,00"))).toBeVisible();
    await page.getByLabel("Valor do saque").fill("");
    await page.getByLabel("Valor do saque").pressSequentially("2000");
    await expect(page.getByLabel("Valor do saque")).toHaveValue(money("R$ 20,00"));
    const preview = page.locator("dl[aria-live]");
    await expect(preview).toContainText(money("− R$ 2,00"));
    await expect(preview.getByText("Você recebe na chave PIX").locator("..")).toContainText(money("R$ 18,00"));

    await expect(page.getByText("Chave de destino (CNPJ)").locator("..")).toContainText(PIX_KEY);
    // A change is checked by type, against the company, and with the password; none is saved here.
    await page.getByRole("button", { name: "Alterar chave" }).click();
    const change = page.getByRole("dialog", { name: "Alterar chave de saque" });
    await expect(change.getByText("Pagamentos retidos por 24 horas")).toBeVisible();
    await change.getByLabel("Tipo da chave").selectOption("CPF");
    const key = change.getByLabel("Chave PIX");
    await key.fill("fulano@example.com");
    await expect(change.getByText("Ainda não é uma chave do tipo CPF válida.")).toBeVisible();
    await key.fill("111.444.777-35");
    await expect(change.getByText("Tipo identificado: CPF · 111.444.777-35")).toBeVisible();
    await change.getByLabel("Sua senha").fill("not-the-password");
    await change.getByRole("button", { name: "Alterar chave" }).click();
    await expect(change.getByText("Senha incorreta")).toBeVisible();
    await expectAccessible(page);
    await change.getByRole("button", { name: "Cancelar" }).click();
    await expect(change).toBeHidden();

    // An amount over the balance is refused under the field as it is typed, and never reaches the confirmation.
    const availableText = await page
      .getByText("Saldo disponível", { exact: true })
      .locator("xpath=following-sibling::p")
      .innerText();
    const availableCents = Number(availableText.replace(/\D/g, ""));
    const confirmation = page.getByRole("dialog", { name: "Confirmar saque?" });
    const line = (label: string) => confirmation.getByText(label, { exact: true }).locator("..");
    const amountField = page.getByLabel("Valor do saque");
    await amountField.fill("");
    await amountField.pressSequentially(String(availableCents + 100));
    await expect(page.getByText(money("O valor passa do seu saldo disponível em R$ 1,00."))).toBeVisible();
    await expect(amountField).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Solicitar saque" }).click();
    await expect(amountField).toBeFocused();
    await expect(confirmation).toBeHidden();

    await page.getByLabel("Valor do saque").fill("");
    await page.getByLabel("Valor do saque").pressSequentially("2000");
    await page.getByRole("button", { name: "Solicitar saque" }).click();
    await expect(line("Valor do saque")).toContainText(money("R$ 20,00"));
    await expect(line("Tarifa de saque")).toContainText(money("− R$ 2,00"));
    await expect(line("Você recebe na chave PIX")).toContainText(money("R$ 18,00"));
    await expect(line("Saldo disponível agora")).toContainText(availableText);
    const after = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(
      (availableCents - 2_000) / 100,
    );
    await expect(line("Saldo disponível depois")).toContainText(after);
    await expect(confirmation).toContainText(PIX_KEY);
    await expect(confirmation).toContainText("Depois da análise da nossa equipe.");
    await expectAccessible(page);
    await confirmation.getByRole("button", { name: "Confirmar saque" }).click();
    await expect(confirmation).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Saque solicitado" })).toBeVisible();

    const newest = page.getByRole("table", { name: "Histórico de saques" }).getByRole("row").nth(1);
    await expect(newest).toContainText(money("R$ 20,00"));
    await expect(newest).toContainText(money("R$ 18,00"));
    await expect(newest).toContainText(PIX_KEY);
    await expect(newest).toContainText("Solicitado");
    await expect(newest.getByRole("button", { name: /Cancelar/ })).toBeVisible();
    await keepScreenshot(page, testInfo, "withdrawals");
  });
});
