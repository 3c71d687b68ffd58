import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const LIB = import.meta.dirname;
const MARK = 'import "#server-only";\n';

/** What the browser may import from lib/: schemas, formatting and pure rules; everything else is the server's. */
const SHARED = [
  /\/schema\.ts$/,
  /^audit\/actions\.ts$/,
  /^auth\/callback-url\.ts$/,
  /^auth\/login-errors\.ts$/,
  /^auth\/seller-cookie\.ts$/,
  /^br\/documents\.ts$/,
  /^dates\.ts$/,
  /^enterprises\/document-path\.ts$/,
  /^events\/event-types\.ts$/,
  /^fees\/(calculate|percent)\.ts$/,
  /^http\/pagination\.ts$/,
  /^ledger\/statement-ofx-schema\.ts$/,
  /^money\.ts$/,
  /^payment-links\/share\.ts$/,
  /^payments\/status-labels\.ts$/,
  /^receipts\/test-notice\.ts$/,
  /^reconciliation\/labels\.ts$/,
  /^server-side\.ts$/,
  /^team\/permissions\.ts$/,
  /^time\/sao-paulo-days\.ts$/,
  /^withdrawals\/pix-key\.ts$/,
  /^zod\.ts$/,
];

function modules(dir = LIB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(LIB, full);
    if (entry.isDirectory()) return /^(testing|db\/generated)$/.test(relative) ? [] : modules(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [relative] : [];
  });
}

it("marks every server module of lib/ server-only, so a browser bundle that reaches one fails the build", () => {
  const unmarked = modules().filter(
    (module) =>
      !SHARED.some((shared) => shared.test(module)) && !readFileSync(path.join(LIB, module), "utf8").startsWith(MARK),
  );
  expect(unmarked).toEqual([]);
});

it("keeps the browser's modules free of the mark", () => {
  const marked = modules().filter(
    (module) =>
      SHARED.some((shared) => shared.test(module)) && readFileSync(path.join(LIB, module), "utf8").startsWith(MARK),
  );
  expect(marked).toEqual([]);
});
