import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Which way imports may point inside the server domain (docs/ARCHITECTURE.md).
const ROOT = path.resolve(import.meta.dirname, "..");
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

/** Imports of the modules under `folders` that `forbidden` refuses, as "file imports module". */
function offendingImports(folders: string[], forbidden: (module: string) => boolean): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(ROOT, folder, name))
      // This file's examples below are strings, not imports.
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) =>
        importsOf(file)
          .filter(forbidden)
          .map((module) => `${path.relative(ROOT, file)} imports ${module}`),
      ),
  );
}

const within = (folders: string[]) => (module: string) =>
  folders.some((folder) => module === folder || module.startsWith(`${folder}/`));

// The adapters report facts and the domain decides what they do (lib/payments' settleProviderFact):
// an adapter importing the domain is an adapter settling payments by itself again.
it("keeps lib/pix and lib/payouts free of imports from payments, withdrawals and refunds", () => {
  expect(offendingImports(ADAPTERS, within(DOMAIN))).toEqual([]);
});

// The domain is built into its own package (@pix/core), which holds neither pages nor scripts.
it("has no import from lib/ up to the app, its components, the scripts or the tests", () => {
  const above = within(["app", "components", "scripts", "e2e", "prisma", "proxy", "instrumentation"]);
  // Test support (lib/testing, the tests themselves) serves the app's routes to the tests, so it may look up.
  const fromDomain = (found: string) => !found.startsWith("lib/testing/") && !found.includes(".test.ts imports");
  expect(offendingImports(["lib"], above).filter(fromDomain)).toEqual([]);
});

it("sees an import of the domain in each form a file may write it", () => {
  const file = path.join(ROOT, "lib/pix/api-pix/example.ts");
  expect(target(file, "@/lib/payments/settlement")).toBe("lib/payments/settlement");
  expect(target(file, "../../withdrawals/payouts")).toBe("lib/withdrawals/payouts");
  expect(
    [
      ...'import type { X } from "@/lib/refunds/service";\nexport { Y } from \'../../payments/sandbox\';\nawait import("@/lib/withdrawals");'.matchAll(
        SPECIFIER,
      ),
    ].map((m) => m[1] ?? m[2]),
  ).toEqual(["@/lib/refunds/service", "../../payments/sandbox", "@/lib/withdrawals"]);
});
