import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReserveHoldJson, TransactionJson } from "./balance-types";
import { ReserveHolds } from "./reserve-holds";
import { StatementTable } from "./statement-table";
import { StatementTotals } from "./statement-totals";

const render = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>).replaceAll(
    "\u00a0",
    " ",
  );

const page = <T,>(data: T[], currentPage = 1, totalRecords = data.length) => ({
  data,
  totalRecords,
  totalPages: Math.ceil(totalRecords / 20),
  currentPage,
  perPage: 20,
});

const hold = (overrides: Partial<ReserveHoldJson>): ReserveHoldJson => ({
  id: "5c1f0c2e-3b8a-4e6f-9d61-3f0f6c1b2a10",
  paymentId: "0b5e7c1e-5d8a-4f6e-9d61-3f0f6c1b2a10",
  buyerName: "Ana Souza",
  paymentAmount: 100,
  kind: "ROLLING",
  status: "HELD",
  amount: 9.7,
  refunded: 0,
  heldAt: "2026-11-02T13:05:00.000Z",
  releaseAt: "2026-11-16T13:05:00.000Z",
  releasedAt: null,
  ...overrides,
});

describe("the balance page's parts", () => {
  it("shows the period's totals", () => {
    const html = render(
      <StatementTotals
        range={{ startDate: "2026-11-01", endDate: "2026-11-27" }}
        initialData={{
          startDate: "2026-11-01",
          endDate: "2026-11-27",
          openingBalance: 500,
          credits: 1585.06,
          debits: 42.1,
          closingBalance: 2042.96,
          lineCount: 12,
        }}
      />,
    );
    expect(html).toContain("Totais do período");
    expect(html).toContain("12 movimentações");
    for (const text of ["Saldo no início", "R$ 500,00", "+ R$ 1.585,06", "− R$ 42,10", "R$ 2.042,96"])
      expect(html).toContain(text);
  });

  it("lists the reserve sale by sale, with its release and what refunds took, paged apart from the statement", () => {
    const html = render(
      <ReserveHolds
        page={2}
        params={{ period: "month" }}
        initialData={page(
          [
            hold({ refunded: 5, amount: 4.7 }),
            hold({ status: "RELEASED", releasedAt: "2026-11-16T13:05:00.000Z", kind: "PRECAUTIONARY" }),
          ],
          2,
          45,
        )}
      />,
    );
    expect(html).toContain('id="reserva"');
    expect(html).toContain("Pagamento de Ana Souza");
    expect(html).toContain("R$ 5,00 usados em reembolso");
    expect(html).toContain("libera em 16/11/2026, 10:05");
    expect(html).toContain("Liberado");
    expect(html).toContain("retenção preventiva de conta nova");
    expect(html).toContain('aria-label="Paginação da reserva"');
    expect(html).toContain('href="/seller/balance?period=month&amp;reservePage=3"');
  });

  it("says the reserve is empty", () => {
    expect(render(<ReserveHolds page={1} params={{}} initialData={page([])} />)).toContain("Nada em reserva");
  });

  it("tells a refund line's full amount and its reserve part", () => {
    const line: TransactionJson = {
      id: "7a1f0c2e-3b8a-4e6f-9d61-3f0f6c1b2a10",
      sellerId: "8b1f0c2e-3b8a-4e6f-9d61-3f0f6c1b2a10",
      paymentId: "0b5e7c1e-5d8a-4f6e-9d61-3f0f6c1b2a10",
      withdrawalId: null,
      amount: 21.29,
      direction: "DEBIT",
      reason: "REFUND",
      description: "Reembolso ao comprador",
      feeKind: null,
      buyerName: "Ana Souza",
      balanceAfter: 100,
      availableAt: "2026-11-02T13:05:00.000Z",
      createdAt: "2026-11-02T13:05:00.000Z",
      refund: { amount: 30, fromReserve: 8.71, fromHeld: 0 },
    };
    expect(render(<StatementTable lines={[line]} />)).toContain(
      "Reembolso de R$ 30,00: R$ 8,71 da reserva e R$ 21,29 do saldo disponível",
    );
  });
});
