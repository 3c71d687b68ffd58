import "#server-only";
// The PIX provider of a PSP speaking Banco Central's API Pix 2.9.0: immediate charges (cob) by our
// txid, the Pix received, and their devoluções by our id. Every body is checked against the spec's
// request schema before it is sent, and every answer read with its answer schema (spec.ts): strict on
// what money depends on, lenient on the rest.
import { env } from "@/lib/env";
import { AppError, zodDetails } from "@/lib/http/errors";
import { logger } from "@/lib/log";
import { centsToDecimal, parseReais } from "@/lib/money";
import { z } from "@/lib/zod";
import type {
  Charge,
  ChargeRequest,
  ChargeState,
  PixProvider,
  ProviderEvent,
  ProviderRefund,
  ReceivedPix,
  RefundOutcome,
  RefundRequest,
} from "../provider";
import { apiPixClient } from "./client-from-env";
import { ApiPixError, PspInvalidAnswerError } from "./errors";
import type { ApiPixClient, ApiPixRequest, HttpMethod } from "./http-client";
import {
  CobAnswerSchema,
  CobPutRequestSchema,
  CobSchema,
  DevolucaoAnswerSchema,
  DevolucaoPutRequestSchema,
  DevolucaoSchema,
  PixAnswerSchema,
  PixListAnswerSchema,
  PixListResponseSchema,
  PixSchema,
  WebhookPutRequestSchema,
  type CobAnswer,
  type CobPatchRequest,
  type DevolucaoAnswer,
  type PixAnswer,
} from "./spec";

export const API_PIX_PROVIDER = "api-pix";

export type ApiPixProviderOptions = {
  /** The Pix key charges are paid to (PIX_RECEIVER_KEY, in its DICT form). */
  receiverKey: string;
  /** Items per page of GET /pix: the spec's default, which every PSP serves (it allows up to 1000). */
  listPageSize?: number;
};

/** solicitacaoPagador and a devolução's descricao: maxLength 140. */
const TEXT_MAX = 140;

/**
 * How an answer is read: `read` decides what the adapter gets (strict on what money depends on), and `spec`, the
 * yaml's schema, names for the log what else the PSP got wrong.
 */
export type AnswerSchemas<S extends z.ZodType> = { read: S; spec: z.ZodType };

const COB = { read: CobAnswerSchema, spec: CobSchema };
// Without its BR Code the charge cannot be shown to the payer.
const CREATED_COB = {
  read: CobAnswerSchema.required({ pixCopiaECola: true }),
  spec: CobSchema.required({ pixCopiaECola: true }),
};
const PIX = { read: PixAnswerSchema, spec: PixSchema };
const PIX_LIST = { read: PixListAnswerSchema, spec: PixListResponseSchema };
const DEVOLUCAO = { read: DevolucaoAnswerSchema, spec: DevolucaoSchema };
// The spec's 200 to PUT /webhook has no body.
const NO_BODY = { read: z.unknown(), spec: z.unknown() };

const cobPath = (txid: string) => `/cob/${encodeURIComponent(txid)}`;

function devolucaoPath({ endToEndId, refundId }: RefundRequest): string {
  // Only a payment whose Pix this provider received has an end-to-end id: asking otherwise is our mistake.
  if (endToEndId === null)
    throw new AppError(
      "PROVIDER_REJECTED",
      "Este pagamento não tem um PIX recebido pela API Pix (falta o endToEndId): não há o que devolver por ela.",
    );
  return `/pix/${encodeURIComponent(endToEndId)}/devolucao/${encodeURIComponent(refundId)}`;
}

/** At most `max` UTF-16 units (the schemas' measure), without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  const head = text.slice(0, max);
  return head.length < text.length && /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/** A body the spec's schema refuses would be refused by the PSP: the same error, without the call. */
export function checked<T>(schema: z.ZodType<T>, body: T): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new AppError("PROVIDER_REJECTED", "O pedido ao provedor PIX não respeita a especificação da API Pix.", {
    details: zodDetails(parsed.error),
  });
}

const fieldsOf = (error: z.ZodError) => [...new Set(error.issues.map((issue) => issue.path.join(".")))];

/**
 * Reads a PSP's answer. Off the spec where money depends on it, the PSP is misbehaving, not refusing: it may have done
 * what was asked (the cob or devolução may exist), so PspInvalidAnswerError (502), which callers take as they take an
 * outage: they keep their intent and ask again later by the same key. Off the spec elsewhere, the answer is read
 * without those fields and one warning names them.
 */
export function readAnswer<S extends z.ZodType>(
  { read, spec }: AnswerSchemas<S>,
  body: unknown,
  operation: string,
): z.output<S> {
  const parsed = read.safeParse(body);
  if (!parsed.success) throw new PspInvalidAnswerError(operation, fieldsOf(parsed.error), parsed.error);
  const strict = spec.safeParse(body);
  if (!strict.success)
    logger().warn(
      { module: "api-pix", operation, fields: fieldsOf(strict.error) },
      "the PSP answered outside its spec in fields no money depends on: read without them",
    );
  return parsed.data;
}

/**
 * A PSP's refusal (4xx) as PROVIDER_REJECTED with its violations. A refusal of our credentials or scopes reaches here
 * as PspCredentialsRefusedError (the client's), which, as PspUnavailableError and anything else, passes unchanged.
 */
export function providerError(error: unknown): unknown {
  if (!(error instanceof ApiPixError) || error.status < 400 || error.status >= 500) return error;
  const said = [error.title, error.detail].filter(Boolean).join(" — ");
  const details = error.violations.map((violation) => ({
    path: violation.propriedade ?? "",
    message: violation.razao ?? violation.valor ?? "",
  }));
  return new AppError(
    "PROVIDER_REJECTED",
    said ? `O provedor PIX recusou a operação: ${said}` : `O provedor PIX recusou a operação (HTTP ${error.status}).`,
    {
      ...(details.length > 0 && { details }),
    },
  );
}

export const isNotFound = (error: unknown) => error instanceof ApiPixError && error.status === 404;

/** centavos of an amount the schema has matched against "\d{1,10}\.\d{2}", which parseReais reads exactly. */
const centsOf = (valor: string) => parseReais(valor)!;

function outcomeOf(devolucao: DevolucaoAnswer): RefundOutcome {
  switch (devolucao.status) {
    case "EM_PROCESSAMENTO":
      return { status: "PROCESSING" };
    case "DEVOLVIDO":
      // horario.liquidacao is optional in the spec's schema; without it, when we learned of it.
      return { status: "DONE", at: new Date(devolucao.horario?.liquidacao ?? Date.now()) };
    case "NAO_REALIZADO":
      return { status: "FAILED", reason: devolucao.motivo ?? "O PSP não realizou a devolução." };
  }
}

function refundOf(devolucao: DevolucaoAnswer): ProviderRefund {
  return {
    refundId: devolucao.id,
    amount: centsOf(devolucao.valor),
    nature: devolucao.natureza ?? "ORIGINAL",
    outcome: outcomeOf(devolucao),
  };
}

function receivedPixOf(pix: PixAnswer): ReceivedPix {
  return {
    endToEndId: pix.endToEndId,
    txid: pix.txid ?? null,
    amount: centsOf(pix.valor),
    // horario is required, but read leniently: without it, when we learned of the Pix.
    paidAt: new Date(pix.horario ?? Date.now()),
    refunds: (pix.devolucoes ?? []).map(refundOf),
  };
}

function stateOf(cob: CobAnswer): ChargeState {
  switch (cob.status) {
    case "ATIVA":
      return { status: "ACTIVE" };
    case "CONCLUIDA":
      // A Pix listed inside its cob paid that cob, whether or not the PSP repeats the txid in it.
      return {
        status: "PAID",
        pix: (cob.pix ?? []).map((pix) => receivedPixOf({ ...pix, txid: pix.txid ?? cob.txid })),
      };
    case "REMOVIDA_PELO_USUARIO_RECEBEDOR":
    case "REMOVIDA_PELO_PSP":
      return { status: "REMOVED" };
  }
}

export class ApiPixProvider implements PixProvider {
  readonly name = API_PIX_PROVIDER;
  private readonly receiverKey: string;
  private readonly listPageSize: number;

  constructor(
    private readonly client: ApiPixClient,
    options: ApiPixProviderOptions,
  ) {
    this.receiverKey = options.receiverKey;
    this.listPageSize = options.listPageSize ?? 100;
  }

  /** PUT /cob/{txid}: the same request again is the same cob, so it is retried like a GET. */
  async createCharge(request: ChargeRequest): Promise<Charge> {
    const { payer } = request;
    const body = checked(CobPutRequestSchema, {
      // From the first request's time, so a repeat asks for the same cob instead of revising it.
      calendario: { expiracao: Math.round((request.expiresAt.getTime() - request.createdAt.getTime()) / 1000) },
      devedor:
        payer.documentType === "CPF"
          ? { cpf: payer.documentNumber, nome: payer.name }
          : { cnpj: payer.documentNumber, nome: payer.name },
      valor: { original: centsToDecimal(request.amount) },
      chave: this.receiverKey,
      ...(request.description !== null && { solicitacaoPagador: cut(request.description, TEXT_MAX) }),
    });
    const cob = await this.call("PUT", cobPath(request.txid), CREATED_COB, { body, idempotent: true });
    return { chargeId: cob.txid, qrCode: cob.pixCopiaECola };
  }

  async cancelCharge(txid: string): Promise<ChargeState> {
    const body: CobPatchRequest = { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" };
    try {
      // Retried like a PUT: a removal repeated after a lost answer is refused, and answered below by the cob's state.
      const cob = await this.exchange("PATCH", cobPath(txid), COB, { body, idempotent: true });
      // The PATCH's answer (CobGerada) lists no Pix; a PSP may answer a paid cob as it is.
      if (cob.status !== "CONCLUIDA") return stateOf(cob);
    } catch (error) {
      if (isNotFound(error)) return { status: "NOT_FOUND" };
      // A cob no longer ATIVA is refused (CobOperacaoInvalida, 400), above all a paid one; PSPs
      // word and type that differently, so after any refusal the cob's own state answers.
      const failure = providerError(error);
      if (!(failure instanceof AppError && failure.code === "PROVIDER_REJECTED")) throw failure;
    }
    return this.getCharge(txid);
  }

  async getCharge(txid: string): Promise<ChargeState> {
    const cob = await this.find(cobPath(txid), COB);
    return cob ? stateOf(cob) : { status: "NOT_FOUND" };
  }

  async getReceivedPix(endToEndId: string): Promise<ReceivedPix | null> {
    const pix = await this.find(`/pix/${encodeURIComponent(endToEndId)}`, PIX);
    return pix && receivedPixOf(pix);
  }

  async listReceivedPix(from: Date, to: Date, filter?: { withRefunds: true }): Promise<ReceivedPix[]> {
    // Keyed by end-to-end id: a Pix arriving while we page can push an item into the next page.
    const received = new Map<string, ReceivedPix>();
    for (let page = 0, pages = 1; page < pages; page++) {
      const query = {
        inicio: from.toISOString(),
        fim: to.toISOString(),
        ...(filter?.withRefunds && { devolucaoPresente: true }),
        "paginacao.paginaAtual": page,
        "paginacao.itensPorPagina": this.listPageSize,
      };
      const answer = await this.call("GET", "/pix", PIX_LIST, { query });
      pages = answer.parametros.paginacao.quantidadeDePaginas;
      for (const pix of answer.pix) received.set(pix.endToEndId, receivedPixOf(pix));
    }
    return [...received.values()];
  }

  /** PUT /pix/{e2eid}/devolucao/{id}: the same id and body again is the same devolução, so it is retried like a GET. */
  async requestRefund(request: RefundRequest, onUnanswered?: () => void): Promise<RefundOutcome> {
    const path = devolucaoPath(request);
    const body = checked(DevolucaoPutRequestSchema, {
      valor: centsToDecimal(request.amount),
      natureza: "ORIGINAL",
      ...(request.reason !== null && { descricao: cut(request.reason, TEXT_MAX) }),
    });
    return outcomeOf(await this.call("PUT", path, DEVOLUCAO, { body, idempotent: true, onUnanswered }));
  }

  async getRefund(request: RefundRequest): Promise<RefundOutcome | null> {
    const devolucao = await this.find(devolucaoPath(request), DEVOLUCAO);
    return devolucao && outcomeOf(devolucao);
  }

  /**
   * API Pix notifications carry no signature (they arrive at a secret URL and are re-read from the API), so no signed
   * callback is valid here.
   */
  verifyCallback(): ProviderEvent {
    throw new AppError(
      "INVALID_SIGNATURE",
      "A API Pix não envia callbacks assinados: as notificações dela chegam pela URL secreta registrada no PSP.",
    );
  }

  /**
   * PUT /webhook/{chave}: the PSP then POSTs `{url}/pix` for each Pix received with a txid and each devolução settled.
   */
  async registerWebhook(url: string): Promise<void> {
    const body = checked(WebhookPutRequestSchema, { webhookUrl: url });
    await this.call("PUT", `/webhook/${encodeURIComponent(this.receiverKey)}`, NO_BODY, { body, idempotent: true });
  }

  private async exchange<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    schema: AnswerSchemas<S>,
    request: ApiPixRequest = {},
  ): Promise<z.output<S>> {
    const answer = await this.client.request(method, path, request);
    return readAnswer(schema, answer.body, `${method} ${path}`);
  }

  private async call<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    schema: AnswerSchemas<S>,
    request: ApiPixRequest = {},
  ): Promise<z.output<S>> {
    try {
      return await this.exchange(method, path, schema, request);
    } catch (error) {
      throw providerError(error);
    }
  }

  /** A GET whose 404 says the PSP does not know the thing. */
  private async find<S extends z.ZodType>(path: string, schema: AnswerSchemas<S>): Promise<z.output<S> | null> {
    try {
      return await this.exchange("GET", path, schema);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw providerError(error);
    }
  }
}

/** The provider of the validated settings (lib/env.ts has made sure PIX_PROVIDER=api-pix comes with a receiver key). */
export function apiPixProviderFromSettings(): ApiPixProvider {
  return new ApiPixProvider(apiPixClient(), { receiverKey: env().PIX_RECEIVER_KEY! });
}
