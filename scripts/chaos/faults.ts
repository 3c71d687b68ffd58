// The PSP's misbehaviour during a chaos run: the stand-in's switches (scripts/psp/README.md) flipped
// at random, each for a while, several at once. Drawn from the faults lane's own random stream.
import { setTimeout as sleep } from "node:timers/promises";
import type { Switches } from "../psp/context";
import type { Control } from "./api";
import type { Random } from "./random";

export const FAULT_WEIGHTS = {
  outage: 14,
  lostAnswer: 12,
  /** A lost answer to a money-moving write, at a PSP that then refuses the repeat and whose reads lag: together. */
  lostAnswerLaggingReads: 10,
  refuseRepeats: 6,
  readLag: 8,
  dropWebhooks: 10,
  slow: 8,
  payoutHang: 5,
  refundOutcome: 8,
  payoutOutcome: 8,
  expireTokens: 4,
} as const;
export type FaultKind = keyof typeof FAULT_WEIGHTS;

type SwitchName = Exclude<keyof Switches, "refundDelayMs" | "payoutDelayMs">;

/** What the stand-in starts with (its defaults, as POST /stand-in/reset restores them). */
const DEFAULTS: Pick<Switches, SwitchName> = {
  failNext: 0,
  loseNext: 0,
  failMatch: null,
  failAs: "ErroInternoDoServidor",
  refuseRepeats: false,
  readLagMs: 0,
  delayMs: 0,
  dropWebhooks: false,
  refundOutcome: "DEVOLVIDO",
  payoutOutcome: "REALIZADO",
  payoutHang: false,
  offSpec: null,
  refuseCredentials: false,
};

/** Which calls an outage or a lost answer hits (any call, or one kind of the app's calls to the PSP), by weight. */
const TARGETS = {
  any: 2,
  "^PUT /v2/cob/": 2,
  "^GET /v2/cob/": 1,
  "^PUT /v2/pix/": 3,
  "^GET /v2/pix": 1,
  "^PUT /v3/gn/pix/": 3,
  "^GET /v2/gn/pix/enviados": 1,
  "^POST /oauth/token": 1,
} as const;
/** The writes that move money: what a lost answer hurts most. */
const MONEY_WRITES = ["^PUT /v2/pix/", "^PUT /v3/gn/pix/"] as const;

const OUTAGES = [
  "ErroInternoDoServidor",
  "ServicoIndisponivel",
  "CobOperacaoInvalida",
  "PixDevolucaoInvalida",
] as const;

/** How long a fault's switches stay, in seconds: states (a lag, strict repeats) longer than one-off outages. */
const HOLD_SECONDS: Record<FaultKind, [number, number]> = {
  outage: [5, 30],
  lostAnswer: [10, 45],
  lostAnswerLaggingReads: [20, 60],
  refuseRepeats: [20, 90],
  readLag: [20, 90],
  dropWebhooks: [10, 60],
  slow: [5, 30],
  payoutHang: [5, 20],
  refundOutcome: [10, 40],
  payoutOutcome: [10, 40],
  expireTokens: [0, 0],
};

/** One fault: its switches, how long they stay, and the pause before the next fault. */
export type Fault = {
  kind: FaultKind;
  switches: Partial<Switches> & { expireTokens?: true };
  holdMs: number;
  gapMs: number;
};

export function drawFault(random: Random): Fault {
  const kind = random.weighted(FAULT_WEIGHTS);
  const target = random.weighted(TARGETS);
  const [x, y, z] = [random.next(), random.next(), random.next()];
  const [shortest, longest] = HOLD_SECONDS[kind];
  const holdMs = random.int(shortest * 1000, longest * 1000);
  const gapMs = random.int(1_000, 8_000);
  const failMatch = target === "any" ? null : target;
  const switches = ((): Fault["switches"] => {
    switch (kind) {
      case "outage":
        // Mostly the outages a PSP has (500, 503); sometimes a refusal of what would have been accepted.
        return {
          failNext: 1 + Math.floor(x * 4),
          failMatch,
          failAs: z < 0.8 ? OUTAGES[Math.floor(z * 2.5)]! : OUTAGES[2 + Math.floor((z - 0.8) * 10)]!,
        };
      case "lostAnswer":
        return { loseNext: 1 + Math.floor(x * 3), failMatch };
      case "lostAnswerLaggingReads":
        return {
          loseNext: 1,
          failMatch: MONEY_WRITES[Math.floor(y * MONEY_WRITES.length)]!,
          refuseRepeats: true,
          readLagMs: 5_000 + Math.floor(x * 25_000),
        };
      case "refuseRepeats":
        return { refuseRepeats: true };
      case "readLag":
        return { readLagMs: 2_000 + Math.floor(x * 28_000) };
      case "dropWebhooks":
        return { dropWebhooks: true };
      case "slow":
        return { delayMs: 500 + Math.floor(x * 6_500) };
      case "payoutHang":
        return { payoutHang: true };
      case "refundOutcome":
        return { refundOutcome: "NAO_REALIZADO" };
      case "payoutOutcome":
        return { payoutOutcome: x < 0.5 ? "NAO_REALIZADO" : "RECUSADO" };
      case "expireTokens":
        return { expireTokens: true };
    }
  })();
  return { kind, switches, holdMs, gapMs };
}

/**
 * Flips the switches until `signal` aborts. Each fault's switches go back to their defaults after its hold, unless a
 * later fault set them meanwhile (then the later one's hold decides).
 */
export async function runFaultLane(
  control: Control,
  random: Random,
  signal: AbortSignal,
  count: (kind: FaultKind) => void,
): Promise<void> {
  const generation = new Map<string, number>();
  const reverts = new Set<NodeJS.Timeout>();
  signal.addEventListener("abort", () => reverts.forEach(clearTimeout), { once: true });
  while (!signal.aborted) {
    const fault = drawFault(random);
    const answer = await control("PUT", "/switches", fault.switches);
    if (answer.status !== 200) throw new Error(`the stand-in refused switches ${JSON.stringify(fault.switches)}`);
    count(fault.kind);
    const mine = Object.keys(fault.switches)
      .filter((name): name is SwitchName => name in DEFAULTS)
      .map((name) => {
        const next = (generation.get(name) ?? 0) + 1;
        generation.set(name, next);
        return [name, next] as const;
      });
    if (mine.length) {
      const timer = setTimeout(() => {
        reverts.delete(timer);
        const back = Object.fromEntries(
          mine.filter(([name, set]) => generation.get(name) === set).map(([name]) => [name, DEFAULTS[name]]),
        );
        if (!signal.aborted && Object.keys(back).length) void control("PUT", "/switches", back).catch(() => undefined);
      }, fault.holdMs);
      reverts.add(timer);
    }
    await sleep(fault.gapMs, undefined, { signal }).catch(() => undefined);
  }
}
