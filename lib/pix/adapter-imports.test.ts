import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// The adapters report facts and the domain decides what they do (lib/payments' settleProviderFact):
// an adapter importing the domain is an adapter settling payments by itself again.
const ROOT = path.resolve(import.meta.dirname, "../..");
const ADAPTERS = ["lib/pix", "lib/payouts"];
const DOMAIN = ["lib/payments", "lib/withdrawals", "lib/refunds"];
const SPECIFIER = /\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;

/** Where a module specifier points, relative to the repository's root. */
function target(file: string, specifier: string): string {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.relative(ROOT, path.resolve(path.dirname(file), specifier));
  return specifier;
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(SPECIFIER)].map((match) => target(file, (match[1] ?? match[2])!));
}

it("keeps lib/pix and lib/payouts free of imports from payments, withdrawals and refunds", () => {
  const offending = ADAPTERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(ROOT, folder, name))
      // This file's examples below are strings, not imports.
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) => importsOf(file).filter((module) => DOMAIN.some((domain) => module === domain || module.startsWith(`${domain}/`))).map((module) => `${path.relative(ROOT, file)} imports ${module}`)),
  );
  expect(offending).toEqual([]);
});

it("sees an import of the domain in each form a file may write it", () => {
  const file = path.join(ROOT, "lib/pix/api-pix/example.ts");
  expect(target(file, "@/lib/payments/settlement")).toBe("lib/payments/settlement");
  expect(target(file, "../../withdrawals/payouts")).toBe("lib/withdrawals/payouts");
  expect([..."import type { X } from \"@/lib/refunds/service\";\nexport { Y } from '../../payments/sandbox';\nawait import(\"@/lib/withdrawals\");".matchAll(SPECIFIER)].map((m) => m[1] ?? m[2])).toEqual([
    "@/lib/refunds/service",
    "../../payments/sandbox",
    "@/lib/withdrawals",
  ]);
});
