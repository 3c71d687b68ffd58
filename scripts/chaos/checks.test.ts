import { describe, expect, it } from "vitest";
import { idEnvioOf, withdrawalIdOf } from "@/lib/payouts/efi/provider";
import type { State, StoredEnvio, StoredPix } from "../psp/state";
import { audit, type Books } from "./checks";

// Small worlds of records and PSP state, right and wrong in one way each, for the rules the chaos run reports.
const PAID = "11111111-1111-4111-8111-111111111111";
const HELD = "22222222-2222-4222-8222-222222222222";
const SENT = "3a3a3a3a-3333-4333-8333-333333333333";
const NOT_SENT = "44444444-4444-4444-8444-444444444444";
const E2E_PAID = "E12345678202611271200aaaaaaaaaaa";
const E2E_HELD = "E12345678202611271200bbbbbbbbbbb";

function pix(endToEndId: string, txid: string, valor: string, devolucoes: [string, string, string][] = []): StoredPix {
  return {
    endToEndId,
    txid,
    valor,
    chave: "chave",
    horario: "2026-11-27T12:00:00.000Z",
    devolucoes: devolucoes.map(([id, devolvido, status]) => ({
      id,
      rtrId: "D12345678202611271200ccccccccccc",
      valor: devolvido,
      horario: {},
      status: status as "DEVOLVIDO",
      outcome: "DEVOLVIDO",
      ...(id.startsWith("MED") && { natureza: "MED_OPERACIONAL" as const }),
    })),
  };
}

function envio(withdrawalId: string, valor: string, status: StoredEnvio["status"], idEnvio = idEnvioOf(withdrawalId)) {
  const sent: StoredEnvio = {
    idEnvio,
    endToEndId: "E12345678202611271200ddddddddddd",
    valor,
    pagadorChave: "chave",
    favorecidoChave: "12345678000195",
    solicitacao: "2026-11-27T12:00:00.000Z",
    status,
    outcome: status === "NAO_REALIZADO" ? "NAO_REALIZADO" : "REALIZADO",
  };
  return sent;
}

/**
 * A charge of R$ 100,00 paid and refunded R$ 10,00 (and R$ 5,00 by MED); a charge of R$ 50,00 paid R$ 49,00, held and
 * returned; a withdrawal of R$ 30,00 sent; one of R$ 20,00 the PSP did not make.
 */
function rightWorld(): { books: Books; psp: State } {
  const books: Books = {
    payments: [
      { id: PAID, txid: "txpaid", amount: 10_000, status: "FINISHED", endToEndId: E2E_PAID, purchaser: "api-pix" },
      { id: HELD, txid: "txheld", amount: 5_000, status: "CREATED", endToEndId: null, purchaser: "api-pix" },
    ],
    refunds: [
      { id: "r1", paymentId: PAID, amount: 1_000, status: "DONE", providerRefundId: "ours1", nature: "ORIGINAL" },
      { id: "r2", paymentId: PAID, amount: 500, status: "DONE", providerRefundId: "MED1", nature: "MED_OPERACIONAL" },
    ],
    withdrawals: [
      { id: SENT, netAmount: 3_000, status: "COMPLETED", provider: "efi" },
      { id: NOT_SENT, netAmount: 2_000, status: "FAILED", provider: "efi" },
    ],
    unmatched: [
      {
        id: "u1",
        endToEndId: E2E_HELD,
        paymentId: HELD,
        amount: 4_900,
        medReturned: 0,
        status: "RETURNED",
        devolucaoId: "heldback",
        failedDevolucaoIds: [],
      },
    ],
    heldMeds: [],
    openIntents: [],
    clearing: [
      { amount: -10_000, kind: "PAYMENT_CONFIRMED", paymentId: PAID, withdrawalId: null },
      { amount: 1_000, kind: "REFUND_COMPLETED", paymentId: PAID, withdrawalId: null },
      { amount: 500, kind: "REFUND_COMPLETED", paymentId: PAID, withdrawalId: null },
      { amount: -4_900, kind: "UNMATCHED_PIX_HELD", paymentId: HELD, withdrawalId: null },
      { amount: 4_900, kind: "UNMATCHED_PIX_RETURNED", paymentId: HELD, withdrawalId: null },
      { amount: 3_000, kind: "WITHDRAWAL_COMPLETED", paymentId: null, withdrawalId: SENT },
    ],
  };
  const psp: State = {
    cobs: {},
    webhooks: {},
    nextLocId: 1,
    pix: {
      [E2E_PAID]: pix(E2E_PAID, "txpaid", "100.00", [
        ["ours1", "10.00", "DEVOLVIDO"],
        ["MED1", "5.00", "DEVOLVIDO"],
      ]),
      [E2E_HELD]: pix(E2E_HELD, "txheld", "49.00", [["heldback", "49.00", "DEVOLVIDO"]]),
    },
    envios: {
      [idEnvioOf(SENT)]: envio(SENT, "30.00", "REALIZADO"),
      [idEnvioOf(NOT_SENT)]: envio(NOT_SENT, "20.00", "NAO_REALIZADO"),
    },
  };
  return { books, psp };
}

const rules = (books: Books, psp: State) =>
  audit(books, psp, withdrawalIdOf)
    .violations.map((v) => v.rule)
    .sort();

describe("the chaos run's checks", () => {
  it("find nothing wrong nor in flight when the ledger mirrors every PIX, devolução and send", () => {
    const { books, psp } = rightWorld();
    expect(audit(books, psp, withdrawalIdOf)).toEqual({ pending: [], violations: [] });
  });

  it("name a MED devolução the PSP made on a held PIX that the books never recorded", () => {
    const { books, psp } = rightWorld();
    psp.pix[E2E_HELD] = pix(E2E_HELD, "txheld", "49.00", [["MED2", "9.00", "DEVOLVIDO"]]);
    books.unmatched[0]!.status = "HELD";
    books.clearing = books.clearing.filter((entry) => entry.kind !== "UNMATCHED_PIX_RETURNED");
    expect(rules(books, psp)).toEqual(["devolucao.ledger-differs", "devolucao.not-booked"]);
  });

  it("leave alone a MED devolução the PSP abandoned (NAO_REALIZADO) that the books never saw: no money moved", () => {
    const { books, psp } = rightWorld();
    psp.pix[E2E_HELD] = pix(E2E_HELD, "txheld", "49.00", [["MED3", "9.00", "NAO_REALIZADO"]]);
    books.unmatched[0]!.status = "HELD";
    books.clearing = books.clearing.filter((entry) => entry.kind !== "UNMATCHED_PIX_RETURNED");
    expect(rules(books, psp)).toEqual([]);
  });

  it("find nothing wrong in a held PIX a MED took part of and its return the rest, nor in a MED the PSP did not make", () => {
    const { books, psp } = rightWorld();
    psp.pix[E2E_HELD] = pix(E2E_HELD, "txheld", "49.00", [
      ["MED2", "9.00", "DEVOLVIDO"],
      ["MED3", "1.00", "NAO_REALIZADO"],
      ["heldback", "40.00", "DEVOLVIDO"],
    ]);
    books.unmatched[0]!.medReturned = 900;
    books.heldMeds = [{ endToEndId: E2E_HELD, devolucaoId: "MED2", amount: 900 }];
    books.clearing.push({ amount: 900, kind: "UNMATCHED_PIX_RETURNED", paymentId: HELD, withdrawalId: null });
    books.clearing.find((entry) => entry.kind === "UNMATCHED_PIX_RETURNED")!.amount = 4_000;
    expect(audit(books, psp, withdrawalIdOf)).toEqual({ pending: [], violations: [] });
  });

  it("name a MED booked on a held PIX that the PSP never made", () => {
    const { books, psp } = rightWorld();
    books.heldMeds = [{ endToEndId: E2E_HELD, devolucaoId: "MED9", amount: 100 }];
    expect(rules(books, psp)).toEqual(["devolucao.booked-not-at-psp"]);
  });

  it("find nothing wrong in a held PIX returned when asked again, its first devolução not made (NAO_REALIZADO)", () => {
    const { books, psp } = rightWorld();
    psp.pix[E2E_HELD] = pix(E2E_HELD, "txheld", "49.00", [
      ["heldfirst", "49.00", "NAO_REALIZADO"],
      ["heldback", "49.00", "DEVOLVIDO"],
    ]);
    books.unmatched[0]!.failedDevolucaoIds = ["heldfirst"];
    expect(audit(books, psp, withdrawalIdOf)).toEqual({ pending: [], violations: [] });
  });

  it("name an earlier return of a held PIX, failed here, whose devolução the PSP made after all", () => {
    const { books, psp } = rightWorld();
    psp.pix[E2E_HELD] = pix(E2E_HELD, "txheld", "49.00", [
      ["heldfirst", "49.00", "DEVOLVIDO"],
      ["heldback", "49.00", "DEVOLVIDO"],
    ]);
    books.unmatched[0]!.failedDevolucaoIds = ["heldfirst"];
    expect(rules(books, psp)).toEqual([
      "devolucao.failed-but-returned",
      "devolucao.ledger-differs",
      "payer.refunded-twice",
    ]);
  });

  it("name a refund failed (its amount back in the balance) whose devolução the PSP made", () => {
    const { books, psp } = rightWorld();
    books.refunds[0]!.status = "FAILED";
    books.clearing = books.clearing.filter((entry) => !(entry.kind === "REFUND_COMPLETED" && entry.amount === 1_000));
    expect(rules(books, psp)).toEqual(["devolucao.failed-but-returned", "devolucao.ledger-differs"]);
  });

  it("name a refund done that the PSP has no devolução for", () => {
    const { books, psp } = rightWorld();
    psp.pix[E2E_PAID]!.devolucoes.splice(0, 1);
    expect(rules(books, psp)).toEqual(["devolucao.booked-not-at-psp", "devolucao.ledger-differs"]);
  });

  it("name a PIX booked twice, and one the PSP received that no one booked", () => {
    const { books, psp } = rightWorld();
    books.clearing.push({ amount: -10_000, kind: "PAYMENT_CONFIRMED", paymentId: PAID, withdrawalId: null });
    books.payments[1]!.status = "CANCELLED";
    books.unmatched = [];
    books.clearing = books.clearing.filter((entry) => entry.paymentId !== HELD);
    psp.pix[E2E_HELD]!.devolucoes = [];
    expect(rules(books, psp)).toEqual(["pix.booked-twice", "pix.not-booked"]);
  });

  it("wait, rather than fail, for a PIX received on a charge still open and for records in flight", () => {
    const { books, psp } = rightWorld();
    books.unmatched = [];
    books.clearing = books.clearing.filter((entry) => entry.paymentId !== HELD);
    psp.pix[E2E_HELD]!.devolucoes = [];
    books.withdrawals[0]!.status = "PROCESSING";
    books.clearing = books.clearing.filter((entry) => entry.withdrawalId !== SENT);
    const { pending, violations } = audit(books, psp, withdrawalIdOf);
    expect(violations).toEqual([]);
    expect(pending.map((finding) => finding.rule).sort()).toEqual([
      "pix.not-booked",
      "send.not-booked",
      "withdrawal.processing",
    ]);
  });

  it("name a failed withdrawal whose send left, a seller sent twice, a send of no withdrawal, one booked unsent", () => {
    const { books, psp } = rightWorld();
    psp.envios[idEnvioOf(NOT_SENT)]!.status = "REALIZADO";
    const twice = envio(SENT, "30.00", "REALIZADO", idEnvioOf(SENT).toUpperCase());
    psp.envios[twice.idEnvio] = twice;
    psp.envios.stranger = envio(SENT, "7.00", "REALIZADO", "stranger");
    books.withdrawals.push({ id: HELD, netAmount: 1_000, status: "COMPLETED", provider: "efi" });
    books.clearing.push({ amount: 1_000, kind: "WITHDRAWAL_COMPLETED", paymentId: null, withdrawalId: HELD });
    expect(rules(books, psp)).toEqual([
      "seller.paid-twice",
      "send.amount-differs",
      "send.booked-not-at-psp",
      "send.left-but-failed",
      "send.unknown",
    ]);
  });
});
