// Rewraps `//` line comments and `/** */` JSDoc blocks whose lines pass the width (120 columns, the width of
// Prettier and of ESLint's max-len), keeping each comment's indentation and prefix. Code, strings, template and
// JSX text are never touched: comments are found in the gaps between the tokens of TypeScript's own parse, and
// the result is parsed again and refused unless its tokens, and the words of its comments, are the same.
//
//   npx tsx scripts/wrap-comments.ts [--check] [--width=120] [files or folders...]
//
// Without paths it takes the tracked .ts/.tsx/.mts/.mjs files. --check writes nothing and exits 1 when a file
// would change. Only lines over the width are broken, and their overflow goes to the start of the next line of
// the same paragraph, so comments already within the width stay as they are and a second run changes nothing.
// Left for a person, and listed: comments after code on the same line, `/* */` blocks (JSX comments included),
// and lines that cannot be broken (a URL, an `inline code span` or a word longer than the width).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const DEFAULT_WIDTH = 120;

const SKIPPED_DIRS = new Set(["node_modules", ".next", "dist", ".data", ".git", "generated"]);
const SKIPPED_FILES = new Set(["app/api/v1/routes.generated.ts"]);
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S/i;
// Comments that are instructions to tools: never rewrapped, and they end a paragraph.
const DIRECTIVE = /^(eslint[\s-]|@ts-|prettier-ignore|biome-ignore|istanbul |c8 |v8 |#region|#endregion|global |\/)/;
const LIST_ITEM = /^([-*+]|\d+[.)])\s+/;

export type Leftover = { line: number; reason: string };
export type WrapResult = { text: string; changed: boolean; leftovers: Leftover[] };

function scriptKind(fileName: string): ts.ScriptKind {
  if (/\.[cm]?tsx?$/.test(fileName)) return fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return fileName.endsWith("x") ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
}

function parse(text: string, fileName: string): ts.SourceFile {
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName));
}

/** Every token of the parse (JSX text, strings, templates and regular expressions are each one token). */
function tokens(sf: ts.SourceFile): ts.Node[] {
  const out: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(sf);
    if (children.length === 0) {
      if (node.kind !== ts.SyntaxKind.EndOfFileToken && node.end > node.pos) out.push(node);
      return;
    }
    children.forEach(visit);
  };
  visit(sf);
  return out;
}

/** The comments of a file, found only in the trivia between tokens, so nothing inside a string or JSX counts. */
function comments(sf: ts.SourceFile): ts.CommentRange[] {
  const text = sf.text;
  const found: ts.CommentRange[] = [];
  let gapStart = 0;
  const scanGap = (gapEnd: number) => {
    // Trailing ranges are those on the gap's first line; leading ranges, those after its first line break.
    const ranges = [
      ...(ts.getTrailingCommentRanges(text, gapStart) ?? []),
      ...(ts.getLeadingCommentRanges(text, gapStart) ?? []),
    ];
    for (const range of ranges) {
      if (range.end <= gapEnd && !found.some((f) => f.pos === range.pos)) found.push(range);
    }
  };
  for (const token of tokens(sf)) {
    const start = token.getStart(sf);
    if (start > gapStart) scanGap(start);
    gapStart = Math.max(gapStart, token.end);
  }
  scanGap(text.length);
  return found;
}

/** The code of a file without its comments or layout: equal before and after, or the rewrap is refused. */
function codeSignature(sf: ts.SourceFile): string {
  return tokens(sf)
    .map((t) => t.getText(sf))
    .join("\u0000");
}

function commentWords(sf: ts.SourceFile): string {
  return comments(sf)
    .map((c) => sf.text.slice(c.pos, c.end).replace(/^\/\*\*?|\*\/$|^\/\/+/g, ""))
    .join(" ")
    .split(/[\s*/]+/)
    .filter(Boolean)
    .join(" ");
}

/** One line of comment text: `prefix` is everything before the text (indentation, marker, spaces). */
type Line = {
  prefix: string;
  text: string;
  /** Never changed, and it ends the paragraph (blank, directive, preformatted, URL, code fence). */
  frozen: boolean;
  /** Starts a paragraph of its own: a list item or a JSDoc tag. */
  opens: boolean;
  /** The prefix for lines that continue this one's paragraph. */
  continuation: string;
};

/** The words of a text, an `inline code span` counting as one, so a break never falls inside one. */
function words(text: string): string[] {
  const out: string[] = [];
  let current = "";
  let inCode = false;
  for (const ch of text) {
    if (ch === "`") inCode = !inCode;
    if (ch === " " && !inCode) {
      if (current) out.push(current);
      current = "";
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

/** Lays out paragraph text after `prefix` within the width; the first line takes at least one word. */
function fill(prefix: string, items: string[], width: number): { text: string; rest: string[] } {
  let text = items[0] ?? "";
  let i = 1;
  while (i < items.length && prefix.length + text.length + 1 + items[i]!.length <= width) text += " " + items[i++];
  return { text, rest: items.slice(i) };
}

/**
 * Breaks the lines that pass the width: the words beyond it go to the start of the next line of the same
 * paragraph, or onto new lines after it. Lines within the width are left exactly as they are.
 */
function rewrap(lines: Line[], width: number, newLine: (prefix: string, text: string) => Line): Line[] {
  const out: Line[] = [];
  let carry: string[] = [];
  let carryPrefix = "";
  const flush = () => {
    while (carry.length > 0) {
      const { text, rest } = fill(carryPrefix, carry, width);
      out.push(newLine(carryPrefix, text));
      carry = rest;
    }
  };
  for (const line of lines) {
    let current = line;
    if (carry.length > 0) {
      if (!line.frozen && !line.opens && line.prefix === carryPrefix && line.text !== "") {
        current = { ...line, text: [...carry, line.text].join(" ") };
        carry = [];
      } else flush();
    }
    if (!current.frozen && current.prefix.length + current.text.length > width) {
      // Nothing to break when one word (a long `code span`) fills the line: it stays as it is.
      const { text, rest } = fill(current.prefix, words(current.text), width);
      if (rest.length > 0) {
        current = { ...current, text };
        carry = rest;
        carryPrefix = current.continuation;
      }
    }
    out.push(current);
  }
  flush();
  return out;
}

/**
 * One comment line, classified. `marker` is what precedes the text (`//`, ` *`, `/**`); `continuationMarker` is
 * the marker of the lines that continue it (` *` after a `/** text` first line).
 */
function classify(
  indent: string,
  marker: string,
  body: string,
  previous: Line | undefined,
  inFence: boolean,
  continuationMarker = marker,
): Line {
  const spaces = /^ */.exec(body)![0];
  const text = body.slice(spaces.length).trimEnd();
  const prefix = indent + marker + spaces;
  const continuation = indent + continuationMarker + spaces;
  const line: Line = { prefix, text, frozen: false, opens: false, continuation };
  if (text === "" || inFence || text.startsWith("```") || DIRECTIVE.test(text) || URL.test(text)) {
    return { ...line, frozen: true };
  }
  if (spaces.length === 0) return { ...line, frozen: true }; // `//text`: most likely code commented out
  const item = LIST_ITEM.exec(text);
  if (item) return { ...line, opens: true, continuation: continuation + " ".repeat(item[0].length) };
  if (text.startsWith("@")) return { ...line, opens: true, continuation: continuation + "  " };
  // More spaces than the paragraph's own: a list item's continuation, or preformatted text (an example).
  if (spaces.length > 1 && previous?.continuation !== prefix) return { ...line, frozen: true };
  return line;
}

/** Classifies the lines of one comment, following ``` fences (whose lines are never changed). */
function classifier() {
  const lines: Line[] = [];
  let inFence = false;
  return {
    lines,
    add(indent: string, marker: string, body: string, continuationMarker = marker) {
      const fence = body.trim().startsWith("```");
      lines.push(classify(indent, marker, body, lines.at(-1), inFence && !fence, continuationMarker));
      if (fence) inFence = !inFence;
    },
  };
}

const plainLine = (prefix: string, text: string): Line => ({
  prefix,
  text,
  frozen: false,
  opens: false,
  continuation: prefix,
});
const render = (l: Line) => (l.text === "" ? l.prefix.trimEnd() : l.prefix + l.text);

/** A run of `//` lines alone at one indentation. */
function wrapLineComments(block: string[], indent: string, width: number): string[] {
  const c = classifier();
  for (const raw of block) c.add(indent, "//", raw.slice(indent.length + 2));
  return rewrap(c.lines, width, plainLine).map(render);
}

/** A JSDoc block alone on its lines (`indent` before it); null when its shape is not one this script keeps. */
function wrapJsDoc(raw: string, indent: string, width: number): string | null {
  const physical = raw.split("\n");
  const c = classifier();
  if (physical.length === 1) {
    // `/** text */` too long becomes a block of its own lines.
    c.add(indent, " *", raw.slice(3, -2).trimEnd().replace(/^ ?/, " "));
    return [indent + "/**", ...rewrap(c.lines, width, plainLine).map(render), indent + " */"].join("\n");
  }
  // First line: `/**` or `/** text`; middle lines: ` * text`; last line: ` */` or ` * text */`.
  const first = physical[0]!.slice(3);
  const firstHasText = first.trim() !== "";
  if (firstHasText) c.add(indent, "/**", first, " *");
  let closing = indent + " */";
  let lastHasText = false;
  for (let i = 1; i < physical.length; i++) {
    let line = physical[i]!;
    if (i === physical.length - 1) {
      if (/^\s*\*\/$/.test(line)) {
        closing = line;
        break;
      }
      line = line.replace(/\s*\*\/$/, "");
      lastHasText = true;
    }
    const match = /^(\s*)\*(?!\/)(.*)$/.exec(line);
    if (!match || match[1] !== indent + " ") return null;
    c.add(indent, " *", match[2]!);
  }
  const out = rewrap(c.lines, width, plainLine).map(render);
  if (!firstHasText) out.unshift(indent + "/**");
  if (lastHasText) {
    const last = out.pop()!;
    out.push(...(last.length + 3 <= width ? [last + " */"] : [last, indent + " */"]));
  } else out.push(closing);
  return out.join("\n");
}

function lineBounds(text: string, pos: number): { start: number; end: number } {
  const start = text.lastIndexOf("\n", pos - 1) + 1;
  const end = text.indexOf("\n", pos);
  return { start, end: end === -1 ? text.length : end };
}

/** Comment lines still past the width that max-len will report (it lets lines with a URL pass), and why. */
function leftoversOf(sf: ts.SourceFile, width: number): Leftover[] {
  const text = sf.text;
  const out: Leftover[] = [];
  for (const c of comments(sf)) {
    const from = lineBounds(text, c.pos);
    const to = lineBounds(text, c.end);
    const lines = text.slice(from.start, to.end).split("\n");
    const firstLine = sf.getLineAndCharacterOfPosition(c.pos).line + 1;
    const alone = text.slice(from.start, c.pos).trim() === "" && text.slice(c.end, to.end).trim() === "";
    const raw = text.slice(c.pos, c.end);
    const reason =
      c.kind === ts.SyntaxKind.SingleLineCommentTrivia
        ? alone
          ? "no place to break it"
          : "comment after code"
        : !raw.startsWith("/**")
          ? "/* */ comment"
          : alone
            ? "no place to break it"
            : "JSDoc on a line with code";
    lines.forEach((l, k) => {
      if (l.length > width && !URL.test(l)) out.push({ line: firstLine + k, reason });
    });
  }
  return out;
}

export function wrapComments(text: string, fileName: string, width = DEFAULT_WIDTH): WrapResult {
  const sf = parse(text, fileName);
  const tooLong = (from: number, to: number) =>
    text
      .slice(lineBounds(text, from).start, lineBounds(text, to).end)
      .split("\n")
      .some((l) => l.length > width);

  const edits: { start: number; end: number; replacement: string }[] = [];
  const all = comments(sf);
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  for (let i = 0; i < all.length; i++) {
    const c = all[i]!;
    const { start } = lineBounds(text, c.pos);
    const before = text.slice(start, c.pos);
    const alone = before.trim() === "" && text.slice(c.end, lineBounds(text, c.end).end).trim() === "";
    if (!alone) continue;
    if (c.kind === ts.SyntaxKind.SingleLineCommentTrivia) {
      // A run of `//` lines alone at the same indentation is one block.
      const block = [c];
      while (i + 1 < all.length) {
        const next = all[i + 1]!;
        if (next.kind !== ts.SyntaxKind.SingleLineCommentTrivia) break;
        if (lineOf(next.pos) !== lineOf(block.at(-1)!.pos) + 1) break;
        if (text.slice(lineBounds(text, next.pos).start, next.pos) !== before) break;
        if (text.slice(next.end, lineBounds(text, next.end).end).trim() !== "") break;
        block.push(next);
        i++;
      }
      const last = block.at(-1)!;
      if (!tooLong(c.pos, last.end)) continue;
      const original = block.map((b) => text.slice(lineBounds(text, b.pos).start, b.end));
      const wrapped = wrapLineComments(original, before, width).join("\n");
      if (wrapped !== original.join("\n")) edits.push({ start, end: last.end, replacement: wrapped });
      continue;
    }
    const raw = text.slice(c.pos, c.end);
    if (!raw.startsWith("/**") || raw === "/**/" || !tooLong(c.pos, c.end)) continue;
    const wrapped = wrapJsDoc(raw, before, width);
    if (wrapped !== null && wrapped !== before + raw) edits.push({ start, end: c.end, replacement: wrapped });
  }

  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
  }
  const after = result === text ? sf : parse(result, fileName);
  if (result !== text) {
    if (codeSignature(after) !== codeSignature(sf)) throw new Error(`${fileName}: rewrapping would change the code`);
    if (commentWords(after) !== commentWords(sf))
      throw new Error(`${fileName}: rewrapping would change a comment's words`);
  }
  return { text: result, changed: result !== text, leftovers: leftoversOf(after, width) };
}

function listFiles(paths: string[]): string[] {
  if (paths.length === 0) {
    const tracked = execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx", "*.mts", "*.mjs"], {
      encoding: "utf8",
    });
    return tracked.split("\0").filter((f) => f && !SKIPPED_FILES.has(f));
  }
  const out: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) {
      for (const entry of readdirSync(p)) if (!SKIPPED_DIRS.has(entry)) walk(path.join(p, entry));
    } else if (EXTENSIONS.test(p) && !SKIPPED_FILES.has(path.relative(process.cwd(), p))) out.push(p);
  };
  paths.forEach(walk);
  return out;
}

function main(argv: string[]) {
  const check = argv.includes("--check");
  const widthArg = argv.find((a) => a.startsWith("--width="));
  const width = widthArg ? Number(widthArg.slice("--width=".length)) : DEFAULT_WIDTH;
  const files = listFiles(argv.filter((a) => !a.startsWith("--")));
  let changed = 0;
  for (const file of files) {
    const before = readFileSync(file, "utf8");
    const result = wrapComments(before, file, width);
    for (const l of result.leftovers) console.error(`${file}:${l.line}: left as is (${l.reason})`);
    if (!result.changed) continue;
    changed++;
    if (check) console.log(file);
    else writeFileSync(file, result.text);
  }
  console.error(`${changed} of ${files.length} files ${check ? "would be rewrapped" : "rewrapped"}`);
  if (check && changed > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  main(process.argv.slice(2));
