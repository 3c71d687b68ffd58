import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Metadata } from "next";
import { marked } from "marked";
import { DocsShell } from "@/components/docs/docs-shell";

export const metadata: Metadata = { title: "Guia da API" };

// Our own file from the repository, not user input: its HTML is rendered as written.
const GUIDE = path.join(process.cwd(), "docs", "API.md");

// Code and tables wrap rather than scroll: a scrolling box would need its own keyboard focus.
const PROSE =
  "max-w-4xl px-6 py-8 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_code]:[overflow-wrap:anywhere] " +
  "[&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold " +
  "[&_li]:my-1 [&_p]:my-3 [&_pre]:my-4 [&_pre]:whitespace-pre-wrap [&_pre]:[overflow-wrap:anywhere] [&_pre]:rounded [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 " +
  "[&_table]:my-4 [&_table]:text-sm [&_td]:[overflow-wrap:anywhere] [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_td]:align-top [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left " +
  "[&_ul]:list-disc [&_ul]:pl-6";

/** docs/API.md, the integrators' guide, served with the app so it reads offline like the reference. */
export default async function ApiGuidePage() {
  const html = await marked.parse(await readFile(GUIDE, "utf8"));
  return (
    <DocsShell current="/docs/guide">
      {/* The guide is written in English, for integrators. */}
      <article lang="en" className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
    </DocsShell>
  );
}
