// Builds the server domain, lib/, into the package @pix/core in node_modules: one ESM file per module
// plus shared chunks. Next.js keeps it external (serverExternalPackages) and dist/server.js imports it,
// so both load the same files from disk and Node's module cache holds one instance of each
// (docs/ARCHITECTURE.md). A real folder, not a workspace link: Next.js bundles linked packages anyway.
// `npm install` removes it as unknown; `npm run generate` (in build, dev and test) makes it again.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.join(import.meta.dirname, "..");
const LIB = path.join(ROOT, "lib");
const PACKAGE = path.join(ROOT, "node_modules/@pix/core");
// Not part of the server package: tests and their helpers, and the Prisma client (bundled where used).
const SKIPPED = /^(testing|db\/generated)(\/|$)|\.test\.tsx?$|\.d\.mts$/;

function modules(dir = LIB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (SKIPPED.test(path.relative(LIB, full))) return [];
    if (entry.isDirectory()) return modules(full);
    return /\.(ts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const entryPoints = modules();
rmSync(PACKAGE, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: path.join(PACKAGE, "dist"),
  outbase: LIB,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  // Node resolves these files of Next.js only with their extension (Next.js has no exports map).
  alias: { "next/server": "next/server.js", "next/navigation": "next/navigation.js", "next/og": "next/og.js" },
  logLevel: "warning",
});

// Types come from the sources: each module's declaration re-exports its .ts file, so the package's
// types are lib/'s own wherever it is imported (Next.js's type check among them).
for (const file of entryPoints) {
  const name = path.relative(LIB, file).replace(/\.(ts|mjs)$/, "");
  const declaration = path.join(PACKAGE, "types", `${name}.d.ts`);
  mkdirSync(path.dirname(declaration), { recursive: true });
  const source = path.relative(path.dirname(declaration), path.join(LIB, name));
  writeFileSync(declaration, `export * from "${source}";\n`);
}
writeFileSync(
  path.join(PACKAGE, "package.json"),
  JSON.stringify(
    {
      name: "@pix/core",
      private: true,
      type: "module",
      exports: { "./*": { types: "./types/*.d.ts", default: "./dist/*.js" } },
    },
    null,
    2,
  ),
);
