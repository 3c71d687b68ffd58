import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { RecentWithdrawals } from "./recent-withdrawals";

it("shows a seller's payout key formatted on the admin's seller page", () => {
  const withdrawal = {
    id: "5d0f1c2a-3b4c-4d5e-8f60-718293a4b5c6",
    sellerId: "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9",
    amount: 100,
    fee: 2,
    netAmount: 98,
    pixKey: "11222333000181",
    pixKeyType: "CNPJ" as const,
    payableFrom: null,
    status: "COMPLETED" as const,
    requestedAt: "2026-11-25T15:00:00.000Z",
    reviewedAt: null,
    reviewedBy: null,
    completedAt: null,
    rejectionReason: null,
    failureReason: null,
    manualPayout: false,
    endToEndId: null,
    returnedAmount: 0,
  };
  const html = renderToStaticMarkup(<RecentWithdrawals withdrawals={[withdrawal]} />);
  expect(html).toContain(">11.222.333/0001-81</span>");
});
