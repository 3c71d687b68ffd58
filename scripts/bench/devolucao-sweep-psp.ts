// The devolução sweep's PSP, a child of the bench: the stand-in holding 90 days of 30,000 PIX a day, built in memory
// (devolucao-sweep-data.ts has the rules), with this run's lost MED devoluções (their PIX numbers in argv[2], JSON).
// Prints one line, {settings, pix, withDevolucao, seconds}, then serves until SIGTERM.
import { randomBytes } from "node:crypto";
import type { DevolucaoNatureza } from "@/lib/pix/api-pix/spec";
import { apiPixSettingsFor, DEMO_RECEIVER_KEY } from "@/scripts/psp/app-settings";
import { addPix } from "@/scripts/psp/pix";
import { startPspStandIn } from "@/scripts/psp/stand-in";
import { type State, type StoredDevolucao, toValor } from "@/scripts/psp/state";
import {
  bookedMedId,
  hasBookedMed,
  hasOurDevolucao,
  lostMedId,
  ourDevolucaoId,
  SWEEP,
  SWEEP_PIX,
  sweepAmount,
  sweepTxid,
} from "./devolucao-sweep-data";

const ISPB = "12345678";
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const started = performance.now();
const lost = new Set<number>(JSON.parse(process.argv[2] ?? "[]"));
const now = Date.now();
// Every PIX stays inside the window the sweep reads while the bench runs.
const first = now - SWEEP.days * 24 * HOUR_MS + HOUR_MS;
const step = (now - MINUTE_MS - first) / SWEEP_PIX;
const spiMinute = (horario: string) => horario.slice(0, 16).replace(/[-T:]/g, "");

function done(id: string, cents: number, natureza: DevolucaoNatureza, horario: string, g: number): StoredDevolucao {
  return {
    id,
    rtrId: `D${ISPB}${spiMinute(horario)}${String(g).padStart(11, "0")}`,
    valor: toValor(cents),
    natureza,
    horario: { solicitacao: horario, liquidacao: horario },
    status: "DEVOLVIDO",
    outcome: "DEVOLVIDO",
  };
}

const state: State = { cobs: {}, pix: {}, webhooks: {}, envios: {}, nextLocId: 1 };
let withDevolucao = 0;
const lostAt = new Date(now).toISOString();
for (let g = 1; g <= SWEEP_PIX; g++) {
  const horario = new Date(first + g * step).toISOString();
  const amount = sweepAmount(g);
  const devolucoes: StoredDevolucao[] = [];
  if (hasOurDevolucao(g)) devolucoes.push(done(ourDevolucaoId(g), amount, "ORIGINAL", horario, g));
  if (hasBookedMed(g)) devolucoes.push(done(bookedMedId(g), Math.floor(amount / 2), "MED_OPERACIONAL", horario, g));
  if (lost.has(g)) devolucoes.push(done(lostMedId(g), amount, "MED_FRAUDE", lostAt, g));
  if (devolucoes.length) withDevolucao++;
  addPix(state, {
    endToEndId: `E${ISPB}${spiMinute(horario)}${String(g).padStart(11, "0")}`,
    txid: sweepTxid(g),
    valor: toValor(amount),
    chave: DEMO_RECEIVER_KEY,
    horario,
    devolucoes,
  });
}
const psp = await startPspStandIn({ state, ispb: ISPB });
const settings = apiPixSettingsFor(psp, { webhookSecret: randomBytes(24).toString("base64url") });
console.log(JSON.stringify({ settings, pix: SWEEP_PIX, withDevolucao, seconds: (performance.now() - started) / 1000 }));
const stop = () => void psp.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
// The bench's end closes this pipe, even when it dies without a word.
process.stdin.on("end", stop).resume();
