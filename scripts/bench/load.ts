// The load generator, a process of its own so that its CPU is not the measured server's:
// runs one scenario against one URL with autocannon and prints the summary as JSON.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import type { Fixtures } from "./config";
import { SCENARIOS } from "./scenarios";

export type LoadSpec = {
  scenario: string;
  url: string;
  connections: number;
  duration: number;
  fixturesFile: string;
  /** Send the scenario's `comparedWith` requests instead of its own. */
  compared?: boolean;
};

export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  statusCodes: Record<string, number>;
  timeouts: number;
  mismatches: number;
  /** Requests built, so the next run can start after the items (CREATED payments) this one used. */
  sent: number;
  /** The scenario ran out of items before the time was up. */
  exhausted: boolean;
};

const spec = JSON.parse(process.argv[2]!) as LoadSpec;
const scenario = SCENARIOS.find((s) => s.name === spec.scenario);
if (!scenario) throw new Error(`unknown scenario ${spec.scenario}`);
const fixtures = JSON.parse(readFileSync(spec.fixturesFile, "utf8")) as Fixtures;
const nextRequest = await (spec.compared ? scenario.comparedWith!.requests : scenario.requests)(fixtures);

let exhausted = false;
let sent = 0;
const first = nextRequest();
if (!first) throw new Error(`scenario ${spec.scenario} has nothing to send`);

let instance: autocannon.Instance | undefined;
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  instance = autocannon(
    {
      url: spec.url,
      connections: spec.connections,
      duration: spec.duration,
      ...(scenario.verifyBody && { verifyBody: scenario.verifyBody }),
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            const next = sent++ === 0 ? first : nextRequest();
            if (next) return { ...request, ...next };
            if (!exhausted) instance?.stop();
            exhausted = true;
            return { ...request, ...first, method: "GET", path: "/api/v1/status", body: undefined };
          },
        },
      ],
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
});
const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]),
);
const summary: LoadResult = {
  requests: result.requests.total,
  seconds: result.duration,
  rps: result.requests.total / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors + result.non2xx + result.mismatches,
  statusCodes,
  timeouts: result.timeouts,
  mismatches: result.mismatches,
  sent,
  exhausted,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
