import { describe, expect, it } from "vitest";
import { readTerm } from "./terms";

describe("readTerm", () => {
  it("matches names anywhere, any case, with what was typed taken literally", () => {
    expect(readTerm("  Juliana   Martins ")).toMatchObject({ text: "Juliana Martins", pattern: "%Juliana Martins%" });
    expect(readTerm("50%_off\\")).toMatchObject({ pattern: "%50\\%\\_off\\\\%" });
  });

  it("matches two characters at the start only, where a trigram index still finds them", () => {
    expect(readTerm("an").pattern).toBe("an%");
    expect(readTerm("a%").pattern).toBe("a\\%%");
  });

  it("reads an id in any case", () => {
    expect(readTerm("7F0C1A52-3D2E-4A43-9A7E-0F1D2C3B4A59")).toMatchObject({
      id: "7f0c1a52-3d2e-4a43-9a7e-0f1d2c3b4a59",
      pixId: null,
      email: null,
      document: null,
      exact: true,
    });
  });

  it("reads a PIX's end-to-end id or txid as typed", () => {
    expect(readTerm("E18236120202611271430s0a1b2c3d4e").pixId).toBe("E18236120202611271430s0a1b2c3d4e");
    expect(readTerm("7f0c1a523d2e4a439a7e0f1d2c3b4a59").pixId).toBe("7f0c1a523d2e4a439a7e0f1d2c3b4a59");
    expect(readTerm("pedido-1234").pixId).toBeNull();
  });

  it("reads a whole e-mail in lower case, as e-mails are stored; a part of one is a part", () => {
    expect(readTerm(" Ana.Lima@Example.com ")).toMatchObject({ email: "ana.lima@example.com", exact: true });
    expect(readTerm("ana@example")).toMatchObject({ email: null, exact: false });
    expect(readTerm("@example.com")).toMatchObject({ email: null, exact: false });
  });

  it("reads a CPF or a CNPJ whose check digits hold, with or without punctuation, as documents are stored", () => {
    expect(readTerm("529.982.247-25").document).toBe("52998224725");
    expect(readTerm("52998224725").document).toBe("52998224725");
    expect(readTerm("11.222.333/0001-81").document).toBe("11222333000181");
    expect(readTerm("12.abc.345/01de-35").document).toBe("12ABC34501DE35");
    expect(readTerm("52998224726")).toMatchObject({ document: null, exact: false });
    expect(readTerm("5299822472")).toMatchObject({ document: null, exact: false });
    expect(readTerm("Ana")).toMatchObject({ document: null, exact: false });
  });

  it("takes no name for an alphanumeric CNPJ", () => {
    // 14 letters and digits ending in two digits once the spaces go, as an alphanumeric CNPJ is.
    expect(readTerm("Cliente 3 Loja 42")).toMatchObject({
      document: null,
      exact: false,
      pattern: "%Cliente 3 Loja 42%",
    });
  });
});
