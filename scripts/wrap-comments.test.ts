import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { wrapComments } from "./wrap-comments";

const WIDTH = 60;
const wrap = (text: string, fileName = "example.ts") => wrapComments(text, fileName, WIDTH);
const lines = (...l: string[]) => l.join("\n") + "\n";
const longest = (text: string) => Math.max(...text.split("\n").map((l) => l.length));

describe("wrapComments", () => {
  it("breaks a long // comment at the width, keeping its indentation and prefix", () => {
    const input = lines(
      "function f() {",
      "  // The provider may answer a refund later, so the list is read again this often.",
      "  return 1;",
      "}",
    );
    expect(wrap(input).text).toBe(
      lines(
        "function f() {",
        "  // The provider may answer a refund later, so the list is",
        "  // read again this often.",
        "  return 1;",
        "}",
      ),
    );
  });

  it("carries the overflow into the next line of the paragraph and leaves short comments alone", () => {
    const input = lines(
      "// A short comment stays as it is.",
      "",
      "// The first line of this paragraph runs past the width of sixty columns,",
      "// and its overflow goes here.",
      "//",
      "// A new paragraph.",
      "const x = 1;",
    );
    expect(wrap(input).text).toBe(
      lines(
        "// A short comment stays as it is.",
        "",
        "// The first line of this paragraph runs past the width of",
        "// sixty columns, and its overflow goes here.",
        "//",
        "// A new paragraph.",
        "const x = 1;",
      ),
    );
  });

  it("turns a long one-line JSDoc into a block", () => {
    const input = lines(
      "class A {",
      "  /** Idempotent by the withdrawal id: a repeat answers the same payout. */",
      "  send() {}",
      "}",
    );
    expect(wrap(input).text).toBe(
      lines(
        "class A {",
        "  /**",
        "   * Idempotent by the withdrawal id: a repeat answers the",
        "   * same payout.",
        "   */",
        "  send() {}",
        "}",
      ),
    );
  });

  it("rewraps JSDoc blocks, their first line's text, list items, tags and a closing on a text line", () => {
    const input = lines(
      "/** The Content Security Policy: pages get one with a fresh nonce per request,",
      " * and scripts load the chunks they need.",
      " * - a list item that is long enough to need a second line of its own here",
      " * @param nonce the nonce of this request, or none for the answers of the API */",
      "export function csp(nonce?: string) {}",
    );
    expect(wrap(input).text).toBe(
      lines(
        "/** The Content Security Policy: pages get one with a fresh",
        " * nonce per request, and scripts load the chunks they need.",
        " * - a list item that is long enough to need a second line",
        " *   of its own here",
        " * @param nonce the nonce of this request, or none for the",
        " *   answers of the API */",
        "export function csp(nonce?: string) {}",
      ),
    );
  });

  it("never touches code, strings, templates, regular expressions or JSX text that look like comments", () => {
    const input = lines(
      'const a = "// not a comment, even when this string is far longer than the width";',
      "const b = `/** nor this template literal, which runs on well past the sixty columns */`;",
      "const c = /https?:\\/\\/[a-z]+\\/and-a-regular-expression-long-enough-to-pass-the-width/;",
      "const d = <p>// JSX text is text, however long it is, even past the width of sixty</p>;",
    );
    const result = wrap(input, "example.tsx");
    expect(result.text).toBe(input);
    expect(result.changed).toBe(false);
  });

  it("leaves comments after code, URLs, directives, `code spans` and preformatted lines, and lists what stays long", () => {
    const input = lines(
      "const total = 1; // a comment after code cannot move without moving the code around it",
      "// See https://example.com/a/very/long/address/that/must/stay/in/one/piece/to/work",
      "// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads of pg need it",
      "// Made with `openssl req -x509 -newkey ec -nodes -days 36500 -subj /CN=localhost`.",
      "// An example:",
      "//     const client = new Client({ connectionString: process.env.DATABASE_URL });",
      "const y = 2;",
    );
    const result = wrap(input);
    expect(result.text).toBe(
      lines(
        "const total = 1; // a comment after code cannot move without moving the code around it",
        "// See https://example.com/a/very/long/address/that/must/stay/in/one/piece/to/work",
        "// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads of pg need it",
        "// Made with",
        "// `openssl req -x509 -newkey ec -nodes -days 36500 -subj /CN=localhost`.",
        "// An example:",
        "//     const client = new Client({ connectionString: process.env.DATABASE_URL });",
        "const y = 2;",
      ),
    );
    expect(result.leftovers).toEqual([
      { line: 1, reason: "comment after code" },
      { line: 3, reason: "no place to break it" },
      { line: 5, reason: "no place to break it" },
      { line: 7, reason: "no place to break it" },
    ]);
  });

  it("is idempotent", () => {
    const input = lines(
      "// The first line of this paragraph runs past the width of sixty columns, and the second one",
      "// is long as well, long enough to push words onto a third line that did not exist before.",
      "/** A JSDoc that is long enough to be turned into a block of several lines, twice over. */",
      "const z = 3;",
    );
    const once = wrap(input).text;
    expect(longest(once)).toBeLessThanOrEqual(WIDTH);
    expect(wrap(once).text).toBe(once);
    expect(wrap(once).changed).toBe(false);
  });

  it("changes only comments in real files, and fits every comment it can", () => {
    for (const file of ["lib/refunds/service.ts", "lib/http/security-headers.mjs", "scripts/wrap-comments.ts"]) {
      const source = readFileSync(path.resolve(import.meta.dirname, "..", file), "utf8");
      // wrapComments throws if the code's tokens or the comments' words would differ.
      const result = wrapComments(source, file, 80);
      expect(wrapComments(result.text, file, 80).text).toBe(result.text);
      const before = source.split("\n").filter((l) => !/^\s*(\/\/|\/\*\*|\*)/.test(l));
      const after = result.text.split("\n").filter((l) => !/^\s*(\/\/|\/\*\*|\*)/.test(l));
      expect(after).toEqual(before);
      const stillLong = result.text
        .split("\n")
        .map((text, i) => ({ text, line: i + 1 }))
        .filter(({ text }) => text.length > 80 && /^\s*(\/\/|\/\*\*|\*)/.test(text) && !/:\/\//.test(text));
      expect(stillLong.map((l) => l.line)).toEqual(
        result.leftovers.filter((l) => l.reason !== "comment after code").map((l) => l.line),
      );
    }
  });
});
