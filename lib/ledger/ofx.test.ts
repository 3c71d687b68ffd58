import { parseSync } from "ofx-js";
import { expect, it } from "vitest";
import { ofxDateTime, writeOfxStatement } from "./ofx";

it("writes São Paulo's local time with its offset", () => {
  expect(ofxDateTime(new Date("2026-11-25T02:30:05.120Z"))).toBe("20261124233005.120[-3:BRT]");
});

it("keeps Portuguese in CHARSET 1252 and makes any text safe for SGML", () => {
  const ofx = writeOfxStatement({
    accountId: "a".repeat(30),
    start: new Date("2026-11-01T03:00:00Z"),
    end: new Date("2026-12-01T03:00:00Z"),
    generatedAt: new Date("2026-12-01T12:00:00Z"),
    closingBalance: -5n,
    transactions: [
      {
        id: "t1",
        amount: -1234n,
        postedAt: new Date("2026-11-10T15:00:00Z"),
        type: "DEBIT",
        memo: "Retenção em reserva <b>\nlinha ☃",
      },
    ],
  });
  const bytes = Buffer.from(ofx, "latin1");
  const stmt = parseSync(new TextDecoder("windows-1252").decode(bytes)).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
  expect(stmt.BANKACCTFROM.ACCTID).toHaveLength(22);
  expect(stmt.BANKTRANLIST.STMTTRN).toMatchObject({ TRNTYPE: "DEBIT", TRNAMT: "-12.34", FITID: "t1" });
  expect(stmt.BANKTRANLIST.STMTTRN.MEMO).toBe("Retenção em reserva <b> linha ?");
  expect(stmt.LEDGERBAL.BALAMT).toBe("-0.05");
});
