import { describe, expect, it } from "vitest";
import { buildBrCode } from "./br-code";

/** An independent reader of EMV MPM payloads: TLV fields with two-digit ids and lengths. */
function parseTlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    fields.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), as the BR Code manual specifies. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

describe("the CRC check used by these tests", () => {
  it("matches the published example of the Banco Central's BR Code manual", () => {
    const published =
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
    expect(crc16(published.slice(0, -4))).toBe("1D3D");
    expect(crc16("123456789")).toBe("29B1");
  });
});

describe("buildBrCode", () => {
  it("writes a PIX payload a bank app can read: GUI, key, amount, merchant, txid and a correct CRC", () => {
    const payload = buildBrCode({
      pixKey: "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
      merchantName: "Loja Aurora Ltda",
      merchantCity: "São Paulo",
      amount: 15_050,
      txid: "abcDEF123",
    });
    const fields = parseTlv(payload);
    expect(fields.get("00")).toBe("01");
    const account = parseTlv(fields.get("26")!);
    expect(account.get("00")).toBe("br.gov.bcb.pix");
    expect(account.get("01")).toBe("7d9f0335-8dcc-4054-9bf9-0dbd61d36906");
    expect(fields.get("53")).toBe("986");
    expect(fields.get("54")).toBe("150.50");
    expect(fields.get("58")).toBe("BR");
    expect(fields.get("59")).toBe("Loja Aurora Ltda");
    expect(fields.get("60")).toBe("Sao Paulo");
    expect(parseTlv(fields.get("62")!).get("05")).toBe("abcDEF123");
    expect(payload.slice(-8, -4)).toBe("6304");
    expect(fields.get("63")).toBe(crc16(payload.slice(0, -4)));
  });

  it("writes whole reais with two decimals", () => {
    const fields = parseTlv(
      buildBrCode({ pixKey: "fulano@example.com", merchantName: "X", merchantCity: "Y", amount: 100, txid: "t1" }),
    );
    expect(fields.get("54")).toBe("1.00");
  });

  it("writes a dynamic payload that points at the PSP's location: single use, no key, no amount, txid ***", () => {
    const location = "pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25";
    const payload = buildBrCode({ location, merchantName: "Loja Aurora Ltda", merchantCity: "São Paulo" });
    const fields = parseTlv(payload);
    expect(fields.get("01")).toBe("12");
    const account = parseTlv(fields.get("26")!);
    expect(account.get("00")).toBe("br.gov.bcb.pix");
    expect(account.get("25")).toBe(location);
    expect(account.has("01")).toBe(false);
    expect(fields.has("54")).toBe(false);
    expect(parseTlv(fields.get("62")!).get("05")).toBe("***");
    expect(fields.get("63")).toBe(crc16(payload.slice(0, -4)));
  });

  it("refuses a location with a port: the BR Code library reads a location as host and path only", () => {
    expect(() => buildBrCode({ location: "127.0.0.1:8443/qr/v2/abc", merchantName: "X", merchantCity: "Y" })).toThrow();
  });
});
