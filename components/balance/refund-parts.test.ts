import { expect, it } from "vitest";
import { refundPartsText } from "./refund-parts";

const plain = (text: string | null) => text?.replace(/\s/g, " ") ?? null;

it("says a refund's full amount and where each part came from", () => {
  expect(
    plain(
      refundPartsText({ direction: "DEBIT", amount: 21.29, refund: { amount: 30, fromReserve: 8.71, fromHeld: 0 } }),
    ),
  ).toBe("Reembolso de R$ 30,00: R$ 8,71 da reserva e R$ 21,29 do saldo disponível");
  expect(
    plain(refundPartsText({ direction: "DEBIT", amount: 5, refund: { amount: 30, fromReserve: 10, fromHeld: 15 } })),
  ).toBe("Reembolso de R$ 30,00: R$ 10,00 da reserva, R$ 15,00 do valor retido (MED) e R$ 5,00 do saldo disponível");
});

it("says where a refund not made put its money back", () => {
  expect(
    plain(
      refundPartsText({ direction: "CREDIT", amount: 10.3, refund: { amount: 20, fromReserve: 9.7, fromHeld: 0 } }),
    ),
  ).toBe("Reembolso de R$ 20,00 não realizado: R$ 9,70 voltaram à reserva e R$ 10,30 ao saldo disponível");
});

it("adds nothing to a refund made from the available balance alone, nor to a line of no refund", () => {
  expect(refundPartsText({ direction: "DEBIT", amount: 30, refund: { amount: 30, fromReserve: 0, fromHeld: 0 } })).toBe(
    null,
  );
  expect(refundPartsText({ direction: "DEBIT", amount: 30, refund: null })).toBe(null);
});
