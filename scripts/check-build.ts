// Fails the build when the domain was bundled instead of imported: Next.js's output (server and
// browser) and dist/server.js must hold none of lib/'s stateful modules, which live once, in
// node_modules/@pix/core (docs/ARCHITECTURE.md). The marker is the string lib/single-copy.ts writes.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(import.meta.dirname, "..");
const MARKER = "pix.core:loaded-modules";

function filesWithMarker(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(js|mjs|cjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, "utf8").includes(MARKER));
}

const bundled = [".next/server", ".next/static", "dist"].flatMap((dir) => filesWithMarker(path.join(ROOT, dir)));
const core = filesWithMarker(path.join(ROOT, "node_modules/@pix/core/dist"));
if (bundled.length > 0 || core.length !== 1) {
  console.error(`The domain must be built once, into node_modules/@pix/core, and imported from there.`);
  for (const file of bundled) console.error(`  bundled copy: ${path.relative(ROOT, file)}`);
  if (core.length !== 1) console.error(`  expected the marker in exactly one file of @pix/core, found ${core.length}`);
  process.exit(1);
}
console.log("→ one copy of the domain: node_modules/@pix/core");
