// The API Pix scenarios' PSP, a child of the bench so that its CPU is counted apart from the servers': the stand-in
// holding, in memory, the Pix of the bench's API Pix payments (read from the JSON file named in argv[2], PaidPix[]).
// Prints one line, {settings}, then serves until SIGTERM.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { apiPixSettingsFor, DEMO_RECEIVER_KEY } from "@/scripts/psp/app-settings";
import { addPix } from "@/scripts/psp/pix";
import { startPspStandIn } from "@/scripts/psp/stand-in";
import type { State } from "@/scripts/psp/state";
import type { PaidPix } from "./config";

// The refunds' devoluções stay EM_PROCESSAMENTO for the whole run: settled, each would be notified to the project
// while either side is measured.
const REFUND_DELAY_MS = 6 * 60 * 60 * 1000;

const paid = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as PaidPix[];
const state: State = { cobs: {}, pix: {}, webhooks: {}, envios: {}, nextLocId: 1 };
// In horario order, each Pix goes to the end of the stand-in's index instead of being spliced into it.
paid.sort((a, b) => (a.horario < b.horario ? -1 : a.horario > b.horario ? 1 : a.endToEndId < b.endToEndId ? -1 : 1));
for (const pix of paid) addPix(state, { ...pix, chave: DEMO_RECEIVER_KEY, devolucoes: [] });
const psp = await startPspStandIn({ state, refundDelayMs: REFUND_DELAY_MS });
const settings = apiPixSettingsFor(psp, { webhookSecret: randomBytes(24).toString("base64url") });
console.log(JSON.stringify({ settings }));
const stop = () => void psp.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
// The bench's end closes this pipe, even when it dies without a word.
process.stdin.on("end", stop).resume();
