import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    // Generated code, and the browser-side helpers the API never imports.
    if (entry.isDirectory()) return ["generated", "browser", "client"].includes(entry.name) ? [] : sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

// Production serves /api/v1 outside Next.js (scripts/server.ts), where Next's request context does not
// exist: what reads it (cookies(), headers(), after(), redirect(), revalidatePath(), next-auth's
// getServerSession) works under `npm run dev` and fails in production. Only the pages' session helper may,
// and the tests' next-auth helper, which hands getServerSession the request itself (no context read).
const NEXT_CONTEXT =
  /from "(next\/headers|next\/navigation|next\/cache|@\/lib\/auth\/session)"|import \{[^}]*\bafter\b[^}]*\} from "next\/server"|getServerSession/;

it("keeps the API's code free of Next.js request context", () => {
  const offenders = [...sources("app/api/v1"), ...sources("lib")]
    .filter(
      (file) => file !== path.join("lib", "auth", "session.ts") && file !== path.join("lib", "testing", "next-auth.ts"),
    )
    .filter((file) => NEXT_CONTEXT.test(readFileSync(path.join(ROOT, file), "utf8")));
  expect(offenders).toEqual([]);
});
