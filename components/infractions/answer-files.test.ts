import { describe, expect, it } from "vitest";
import { answerFilesProblem, describeFile } from "./answer-files";

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe("answerFilesProblem", () => {
  it("lets through up to 5 PDF, JPEG or PNG files of up to 10 MB, naming the first that is not", () => {
    expect(answerFilesProblem([])).toBeNull();
    expect(
      answerFilesProblem([file("a.pdf", "application/pdf"), file("b.jpg", "image/jpeg"), file("c.png", "image/png")]),
    ).toBeNull();
    expect(answerFilesProblem(Array.from({ length: 6 }, (_, i) => file(`${i}.png`, "image/png")))).toBe(
      "Escolha no máximo 5 arquivos.",
    );
    expect(answerFilesProblem([file("nota.gif", "image/gif")])).toBe("O arquivo nota.gif não é PDF, JPG ou PNG.");
    expect(answerFilesProblem([file("vazio.pdf", "application/pdf", 0)])).toBe("O arquivo vazio.pdf está vazio.");
    expect(answerFilesProblem([file("grande.pdf", "application/pdf", 10 * 1024 * 1024 + 1)])).toBe(
      "O arquivo grande.pdf passa do limite de 10 MB.",
    );
  });
});

it("describes a stored file by its type and size", () => {
  expect(describeFile({ contentType: "application/pdf", sizeBytes: 2048 })).toBe("PDF, 2 KB");
  expect(describeFile({ contentType: "image/png", sizeBytes: 3 * 1024 * 1024 })).toBe("PNG, 3 MB");
});
