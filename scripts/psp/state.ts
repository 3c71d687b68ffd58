// What the PSP stand-in remembers (charges, received Pix, devoluções, webhooks), kept in one JSON
// file rewritten on every change, so a restarted demo still has its charges.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { CobPutRequest, CobStatus, Devolucao } from "@/lib/pix/api-pix/spec";

/** The fields of a cob that a PUT or PATCH may change; one snapshot per revisão. */
export type CobFields = {
  expiracao: number;
  valor: { original: string; modalidadeAlteracao: 0 | 1 };
  chave: string;
  devedor?: CobPutRequest["devedor"];
  solicitacaoPagador?: string;
  infoAdicionais?: { nome: string; valor: string }[];
};

export type StoredCob = {
  txid: string;
  criacao: string;
  status: CobStatus;
  loc: { id: number; location: string; criacao: string };
  /** revisoes[n] holds the fields as of revisão n; the last one is current. */
  revisoes: CobFields[];
};

/** A devolução with the outcome chosen when it was asked for (the refund-outcome switch at that time). */
export type StoredDevolucao = Devolucao & { outcome: "DEVOLVIDO" | "NAO_REALIZADO" };

export type Pagador = { cpf?: string; cnpj?: string; nome: string };

export type StoredPix = {
  endToEndId: string;
  /** The charge it paid; absent for a Pix sent to the key without one (POST /stand-in/pix). */
  txid?: string;
  valor: string;
  chave: string;
  horario: string;
  infoPagador?: string;
  /** Who paid: not part of a Pix in the spec, but GET /pix filters by the payer's cpf or cnpj. */
  pagador?: Pagador;
  devolucoes: StoredDevolucao[];
};

export type StoredWebhook = { chave: string; webhookUrl: string; criacao: string };

/**
 * A Pix sent through Efí's PUT /v3/gn/pix/{idEnvio}, with the outcome chosen when it was asked for (the payout-outcome
 * switch at that time).
 */
export type StoredEnvio = {
  idEnvio: string;
  endToEndId: string;
  valor: string;
  pagadorChave: string;
  favorecidoChave: string;
  solicitacao: string;
  liquidacao?: string;
  status: "EM_PROCESSAMENTO" | "REALIZADO" | "NAO_REALIZADO";
  motivo?: string;
  /** What the receiving bank returned of it (absent from a state written before the stand-in played returns). */
  devolucoes?: Devolucao[];
  /** EM_PROCESSAMENTO: until the control endpoint settles it. */
  outcome: "REALIZADO" | "NAO_REALIZADO" | "EM_PROCESSAMENTO";
};

export type State = {
  cobs: Record<string, StoredCob>;
  pix: Record<string, StoredPix>;
  webhooks: Record<string, StoredWebhook>;
  /** Pix sent (Efí's payouts), by idEnvio. */
  envios: Record<string, StoredEnvio>;
  nextLocId: number;
};

export type Store = { state: State; save(): void };

export function openStore(file: string): Store {
  const state: State = existsSync(file)
    ? JSON.parse(readFileSync(file, "utf8"))
    : { cobs: {}, pix: {}, webhooks: {}, envios: {}, nextLocId: 1 };
  // A state written before the stand-in sent Pix has none.
  state.envios ??= {};
  return {
    state,
    save() {
      // Written aside and renamed, so a stand-in killed mid-write leaves the previous state whole.
      writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
      renameSync(`${file}.tmp`, file);
    },
  };
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function randomAlphanumeric(length: number): string {
  return Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
}

/** yyyyMMddHHmm in UTC, as the SPI writes it inside an EndToEndId or a ReturnIdentification. */
function spiMinute(at: Date): string {
  return at.toISOString().slice(0, 16).replace(/[-T:]/g, "");
}

/** EndToEndId: "E", the 8-digit ISPB, yyyyMMddHHmm (UTC) and 11 alphanumerics; 32 characters. */
export function newEndToEndId(ispb: string, at: Date): string {
  return `E${ispb}${spiMinute(at)}${randomAlphanumeric(11)}`;
}

/** ReturnIdentification of a devolução (pacs.004): the same layout starting with "D". */
export function newRtrId(ispb: string, at: Date): string {
  return `D${ispb}${spiMinute(at)}${randomAlphanumeric(11)}`;
}

/** "12.34" to 1234 centavos; the API's amounts always have two decimals (VALOR_PATTERN). */
export function toCents(valor: string): number {
  const [reais, centavos] = valor.split(".");
  return Number(reais) * 100 + Number(centavos);
}

export function toValor(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
