import { expect, it } from "vitest";
import { normalizePixKey } from "./pix-key";

it("infers and normalises each kind of PIX key", () => {
  expect(normalizePixKey("529.982.247-25")).toEqual({ pixKey: "52998224725", pixKeyType: "CPF" });
  expect(normalizePixKey("11.444.777/0001-61")).toEqual({ pixKey: "11444777000161", pixKeyType: "CNPJ" });
  expect(normalizePixKey("Fulano@Example.com")?.pixKeyType).toBe("EMAIL");
  expect(normalizePixKey("(11) 98765-4321")).toEqual({ pixKey: "+5511987654321", pixKeyType: "PHONE" });
  expect(normalizePixKey("7d9f0335-8dcc-4054-9bf9-0dbd61d36906")?.pixKeyType).toBe("EVP");
});

it("checks the key against the type it was given", () => {
  expect(normalizePixKey("11987654321", "PHONE")).toEqual({ pixKey: "+5511987654321", pixKeyType: "PHONE" });
  expect(normalizePixKey("11987654321", "CPF")).toBeNull();
  expect(normalizePixKey("fulano@example.com", "CPF")).toBeNull();
  expect(normalizePixKey("529.982.247-24")).toBeNull();
  expect(normalizePixKey("not a key")).toBeNull();
});
