import "#server-only";

/** Control characters (C0, DEL, C1) and every kind of space or line break, Unicode's line and paragraph ones too. */
const BREAKS_AND_CONTROLS = /[\s\p{Cc}]+/gu;

/** User text on one line: line breaks, tabs and control characters become single spaces. */
export function oneLine(text: string) {
  return text.replace(BREAKS_AND_CONTROLS, " ").trim();
}

/** What WinAnsi (Windows-1252) adds to Latin-1's printable characters, in its 0x80-0x9F slots. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Latin letters that carry their mark in the letter itself, so decomposing them leaves nothing to keep. */
const UNMARKED: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŧ: "T", ŧ: "t" };

/** The soft hyphen is invisible unless a line breaks at it, and some fonts lack it: it is left out. */
const SOFT_HYPHEN = 0xad;

function inWinAnsi(char: string) {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff && code !== SOFT_HYPHEN) ||
    WIN_ANSI_EXTRAS.has(char)
  );
}

/**
 * User text as the PDF standard fonts can print it (their encoding is WinAnsi): on one line, composed, every letter
 * outside WinAnsi written as its base letter where it has one (ő as o, ﬁ as fi), and what has none (emoji, other
 * scripts) left out, rather than printed as the wrong glyphs.
 */
export function winAnsiText(text: string) {
  const printable = [...oneLine(text).normalize("NFC")].map((char) => {
    if (inWinAnsi(char)) return char;
    return UNMARKED[char] ?? [...char.normalize("NFKD")].filter(inWinAnsi).join("");
  });
  return printable.join("").replace(/ {2,}/g, " ").trim();
}
