// Bundles scripts/server.ts (what `npm start` runs) into dist/server.js with the app's route files,
// leaving every package external, the domain included: whatever it imports from lib/, by either name,
// is @pix/core at run time, the copy Next.js's pages load too (docs/ARCHITECTURE.md).
import { rmSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";

const ROOT = path.join(import.meta.dirname, "..");

const domainAsPackage: Plugin = {
  name: "domain-as-package",
  setup(builder) {
    builder.onResolve({ filter: /^@\/lib\// }, ({ path: request }) => ({
      path: request.replace(/^@\/lib\//, "@pix/core/"),
      external: true,
    }));
  },
};

rmSync(path.join(ROOT, "dist"), { recursive: true, force: true });
await build({
  entryPoints: [path.join(ROOT, "scripts/server.ts")],
  outdir: path.join(ROOT, "dist"),
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  plugins: [domainAsPackage],
  // Node resolves this file of Next.js only with its extension (Next.js has no exports map).
  alias: { "next/server": "next/server.js" },
  logLevel: "warning",
});
