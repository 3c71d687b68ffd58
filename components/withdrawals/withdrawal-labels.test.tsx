import { describe, expect, it } from "vitest";
import { formatPixKey } from "./withdrawal-labels";

describe("formatPixKey", () => {
  it("writes each kind of Pix key as people read it", () => {
    expect(formatPixKey("11222333000181", "CNPJ")).toBe("11.222.333/0001-81");
    expect(formatPixKey("52998224725", "CPF")).toBe("529.982.247-25");
    expect(formatPixKey("+5511987654321", "PHONE")).toBe("+55 (11) 98765-4321");
    expect(formatPixKey("fulano@example.com", "EMAIL")).toBe("fulano@example.com");
    expect(formatPixKey("123e4567-e89b-12d3-a456-426614174000", "EVP")).toBe("123e4567-e89b-12d3-a456-426614174000");
  });
});
