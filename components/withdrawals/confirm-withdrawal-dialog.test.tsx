import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { WithdrawalBreakdown } from "@/components/browser/withdrawal-breakdown";
import { ConfirmWithdrawalDialog } from "./confirm-withdrawal-dialog";
import type { PayoutKeyJson } from "./withdrawal-keys";

const KEY: PayoutKeyJson = {
  id: "6f1d1f4a-2b7c-4c3e-8a55-0d6c2f9e7b21",
  pixKey: "fulano@example.com",
  pixKeyType: "EMAIL",
  holderVerified: false,
  approvedAt: "2026-11-01T12:00:00.000Z",
  reviewRequired: false,
  payableFrom: null,
  createdAt: "2026-11-01T12:00:00.000Z",
};

const breakdown = (overrides: Partial<WithdrawalBreakdown> = {}): WithdrawalBreakdown => ({
  amount: 2_000,
  fee: 200,
  net: 1_800,
  available: 10_000,
  remaining: 8_000,
  timing: { kind: "IMMEDIATE" },
  problems: [],
  ...overrides,
});

const render = (value: WithdrawalBreakdown) =>
  renderToStaticMarkup(
    <ConfirmWithdrawalDialog
      breakdown={value}
      payoutKey={KEY}
      onClose={() => undefined}
      onConfirm={() => undefined}
      pending={false}
      error={null}
    />,
  ).replaceAll("\u00a0", " ");

describe("ConfirmWithdrawalDialog", () => {
  it("shows the balance after a withdrawal that can be made", () => {
    expect(render(breakdown())).toMatch(/Saldo disponível depois<\/dt><dd[^>]*>R\$ 80,00/);
  });

  it("never shows a balance after for one that cannot be made, but why not", () => {
    const html = render(
      breakdown({
        amount: 12_000,
        remaining: -2_000,
        problems: ["O valor passa do seu saldo disponível em R$ 20,00."],
      }),
    );
    expect(html).not.toContain("Saldo disponível depois");
    expect(html).toContain("O valor passa do seu saldo disponível em R$ 20,00.");
    const dailyLimit = render(breakdown({ problems: ["O limite diário de saques é R$ 500,00."] }));
    expect(dailyLimit).not.toContain("Saldo disponível depois");
    expect(dailyLimit).not.toContain("R$ 80,00");
  });
});
