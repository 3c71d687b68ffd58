import { describe, expect, it } from "vitest";
import {
  CepSchema,
  CnpjSchema,
  CpfSchema,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  maskCpf,
  PhoneSchema,
  UfSchema,
} from "./documents";

describe("Brazilian document schemas", () => {
  it("accepts numeric and alphanumeric CNPJs, with or without punctuation", () => {
    expect(CnpjSchema.parse("11.222.333/0001-81")).toBe("11222333000181");
    expect(CnpjSchema.parse("12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });

  it("refuses CNPJs with wrong check digits or length", () => {
    for (const bad of ["11222333000180", "12ABC34501DE36", "1122233300018", "AAAAAAAAAAAAAA", "00000000000000"]) {
      expect(CnpjSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("validates CPF check digits", () => {
    expect(CpfSchema.parse("529.982.247-25")).toBe("52998224725");
    expect(CpfSchema.safeParse("52998224724").success).toBe(false);
    expect(CpfSchema.safeParse("11111111111").success).toBe(false);
  });

  it("says why a CPF is refused: wrong check digits, or a well-known example number", () => {
    const messageOf = (value: string) => CpfSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messageOf("529.982.247-24")).toEqual(["CPF inválido: dígitos verificadores não conferem"]);
    for (const example of ["123.456.789-09", "111.111.111-11", "00000000000"]) {
      expect(messageOf(example), example).toEqual([
        "CPF inválido: é um número de exemplo (como 123.456.789-09 ou todos os dígitos iguais), que não pertence a ninguém",
      ]);
    }
  });

  it("validates CEP, phone and UF", () => {
    expect(CepSchema.parse("01310-100")).toBe("01310100");
    expect(CepSchema.safeParse("0131010").success).toBe(false);
    expect(PhoneSchema.parse("(11) 98765-4321")).toBe("11987654321");
    expect(PhoneSchema.safeParse("98765").success).toBe(false);
    expect(UfSchema.parse("sp")).toBe("SP");
    expect(UfSchema.safeParse("XX").success).toBe(false);
  });

  it("formats for display", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCep("01310100")).toBe("01310-100");
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCnpj("12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(formatPhone("11987654321")).toBe("(11) 98765-4321");
    expect(formatPhone("1133334444")).toBe("(11) 3333-4444");
    expect(formatPhone("5511987654321")).toBe("+55 (11) 98765-4321");
    expect(formatPhone("987")).toBe("987");
  });

  it("masks a CPF as receipts show it: the first three digits and the check digits hidden", () => {
    expect(maskCpf("52998224725")).toBe("***.982.247-**");
    expect(maskCpf("529.982.247-25")).toBe("***.982.247-**");
  });

  it("formats partial values as they are typed, dropping stray characters and extra length", () => {
    expect(formatCep("01310")).toBe("01310");
    expect(formatCep("013101")).toBe("01310-1");
    expect(formatCep("01310-1009")).toBe("01310-100");
    expect(formatCpf("5299")).toBe("529.9");
    expect(formatCpf("529.982.247-251")).toBe("529.982.247-25");
    expect(formatCnpj("11222")).toBe("11.222");
    expect(formatCnpj("11.222.333/0001")).toBe("11.222.333/0001");
    expect(formatCnpj("")).toBe("");
  });
});
