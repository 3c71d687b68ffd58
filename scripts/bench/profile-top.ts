// `npx tsx scripts/bench/profile-top.ts <file.cpuprofile> [rows]`: where a V8 CPU profile (bench --cpu-prof) spent
// its time, by function (self time) and by package, so a hot path's cost can be read without a browser's DevTools.
import { readFileSync } from "node:fs";

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-top.ts <file.cpuprofile> [rows]");
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** The package a script belongs to (node_modules/<name>, the app's own chunks, node's internals). */
function packageOf(url: string) {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith("node:")) return "node";
  if (!url) return "(native, GC)";
  return url.includes("/.next/") ? "app (.next)" : url.replace(/^.*\/(dist|scripts)\//, "$1/");
}
const frameName = ({ functionName, url, lineNumber }: Node["callFrame"]) =>
  `${functionName || "(anonymous)"} ${packageOf(url)}:${lineNumber + 1}`;

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const selfByFunction = new Map<string, number>();
const selfByPackage = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id)!;
  if (node.callFrame.functionName === "(idle)") return;
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  total += ms;
  add(selfByFunction, frameName(node.callFrame), ms);
  add(selfByPackage, packageOf(node.callFrame.url), ms);
  // Each function once per sample, however deep its recursion.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
    seen.add(frameName(byId.get(at)!.callFrame));
  for (const name of seen) add(inclusive, name, ms);
});

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${((100 * ms) / total).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${key}`);
};
console.log(`${total.toFixed(0)} ms of CPU sampled (idle left out)`);
print("By package (self time)", selfByPackage);
print("By function (self time)", selfByFunction);
print("By function (inclusive: itself and what it calls)", inclusive);
