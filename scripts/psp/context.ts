// What the stand-in's handlers share: the stored state, the settings, the test switches and the
// side effects (notifications, devoluções that settle later).
import type { State, StoredEnvio, StoredPix } from "./state";

export type Recebedor = { nome: string; cidade: string; cnpj: string };

export type Settings = {
  /** ISPB written into the EndToEndIds and rtrIds the stand-in makes. */
  ispb: string;
  /** The receiving company: merchant name and city of the BR Codes, cnpj of GET /webhook. */
  recebedor: Recebedor;
  /** Host written into each cob's location (see cob.ts on why it has no port). */
  locationHost: string;
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
};

/** The problems a forced failure may answer: API Pix's outages and its refusals of a cob or a devolução. */
export const FAILURE_PROBLEMS = [
  "ErroInternoDoServidor",
  "ServicoIndisponivel",
  "CobOperacaoInvalida",
  "PixDevolucaoInvalida",
] as const;
export type FailureProblem = (typeof FAILURE_PROBLEMS)[number];

export type Switches = {
  /** The next N API calls (token endpoint included) fail, the work not done... */
  failNext: number;
  /** ...or, these next N, do the work and lose the answer: the connection closes before it is sent. */
  loseNext: number;
  /** ...only those whose "METHOD /path" matches this regular expression, when set. */
  failMatch: string | null;
  /** ...with this problem (an outage, or a refusal such as PixDevolucaoInvalida), after the work was not done. */
  failAs: FailureProblem;
  /**
   * A devolução id or idEnvio already used is refused (400 PixDevolucaoInvalida, or Efí's id_envio_duplicado) even
   * when the body is the same, instead of answering it as it is: the strictest reading of "um {id} já utilizado".
   */
  refuseRepeats: boolean;
  /**
   * A devolução or a Pix sent stays invisible to reads for this long after it was asked for (GET answers 404, lists
   * and a Pix's devolucoes leave it out): a PSP whose reads lag its writes.
   */
  readLagMs: number;
  /** Every API answer waits this long (a slow PSP). */
  delayMs: number;
  /** Notifications are recorded as dropped and not sent. */
  dropWebhooks: boolean;
  /** What devoluções asked for while this is set end as. */
  refundOutcome: "DEVOLVIDO" | "NAO_REALIZADO";
  /** How long a devolução stays EM_PROCESSAMENTO. */
  refundDelayMs: number;
  /**
   * What Pix sent (Efí's PUT /v3/gn/pix/{idEnvio}) asked for while this is set do: REALIZADO or
   * NAO_REALIZADO after payoutDelayMs, told by webhook; RECUSADO is refused at once (400, nothing
   * sent); EM_PROCESSAMENTO stays so until POST /stand-in/gn/pix/{idEnvio}/settle (the demo's buttons).
   */
  payoutOutcome: "REALIZADO" | "NAO_REALIZADO" | "RECUSADO" | "EM_PROCESSAMENTO";
  /** How long a Pix sent stays EM_PROCESSAMENTO. */
  payoutDelayMs: number;
  /** PUT /v3/gn/pix/{idEnvio} is carried out but never answered: the connection is held until the client gives up. */
  payoutHang: boolean;
  /**
   * The next successful API answer matching failMatch whose body has the object (or array) `path` ends in gets `value`
   * there, then this clears: a PSP answering off its spec ("rtrId", "valor", "pix.0.horario", a new field's name).
   */
  offSpec: OffSpec | null;
  /** The PSP refuses our credentials: its token endpoint answers 401 invalid_client, every API call 401. */
  refuseCredentials: boolean;
};

/** A dotted path into an answer's JSON (array items by their index) and what to put there. */
export type OffSpec = { path: string; value: unknown };

/** Whether something asked for at `solicitacao` shows in reads yet (see readLagMs); the stand-in always sets it. */
export function isReadable(switches: Switches, solicitacao: string | undefined, now = Date.now()): boolean {
  return solicitacao === undefined || now - Date.parse(solicitacao) >= switches.readLagMs;
}

export type Context = {
  state: State;
  save(): void;
  settings: Settings;
  switches: Switches;
  /** Sends `{ pix: [pix] }` to the webhook of the pix's chave, if there is one. */
  notify(pix: StoredPix): void;
  /** Settles a devolução that is EM_PROCESSAMENTO after refundDelayMs. */
  scheduleSettlement(pix: StoredPix, devolucaoId: string): void;
  /** Sends Efí's notice of a Pix sent to the webhook of its pagador's chave, if there is one. */
  notifyEnvio(envio: StoredEnvio): void;
  /** Settles a Pix sent that is EM_PROCESSAMENTO after payoutDelayMs. */
  scheduleEnvio(envio: StoredEnvio): void;
};
