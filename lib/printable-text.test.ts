import { describe, expect, it } from "vitest";
import { oneLine, winAnsiText } from "./printable-text";

describe("oneLine", () => {
  it("turns every line break, tab and control character into one space", () => {
    expect(oneLine("  Bolo de\r\nfubá\n\n\tcom\u2028goiabada\u0085e\u0007café  ")).toBe(
      "Bolo de fubá com goiabada e café",
    );
  });
});

describe("winAnsiText", () => {
  it("keeps Portuguese as it is, composed or decomposed, and the typographic marks of WinAnsi", () => {
    expect(winAnsiText("Conceição Araújo, pão de açúcar à vista")).toBe("Conceição Araújo, pão de açúcar à vista");
    expect(winAnsiText("Joa\u0303o")).toBe("João");
    expect(winAnsiText("“Promoção” — 10 € • ½")).toBe("“Promoção” — 10 € • ½");
  });

  it("writes other Latin letters without their marks, and leaves out emoji and scripts the font cannot print", () => {
    expect(winAnsiText("Łukasz Dvořák Őry ﬁno")).toBe("Lukasz Dvorák Ory fino");
    expect(winAnsiText("Festa 🎉🇧🇷 do 👩🏽‍💻 Иван 東京 Θ")).toBe("Festa do");
    expect(winAnsiText("Café\n☕ expresso")).toBe("Café expresso");
    expect(winAnsiText("sub\u00adsolo")).toBe("subsolo");
  });
});
