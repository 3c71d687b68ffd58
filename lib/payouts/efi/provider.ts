import "#server-only";
// Payouts through Efí (PAYOUT_PROVIDER=efi): PUT /v3/gn/pix/{idEnvio} by an idEnvio derived from
// the withdrawal's id, so a repeat is never a second payout; its outcome, and the money the
// receiving bank returns of it, are read back by idEnvio (after Efí's webhook, or by the poller),
// never taken from a notification's body.
import { env } from "@/lib/env";
import { centsToDecimal, parseReais } from "@/lib/money";
import { apiPixClient } from "@/lib/pix/api-pix/client-from-env";
import type { ApiPixClient, ApiPixRequest, HttpMethod } from "@/lib/pix/api-pix/http-client";
import { type AnswerSchemas, checked, isNotFound, providerError, readAnswer } from "@/lib/pix/api-pix/provider";
import type { z } from "@/lib/zod";
import type { PayoutProvider, PayoutRequest, PayoutReturn, SentPayout } from "../provider";
import {
  type EnvioStatus,
  EnvioAnswerSchema,
  EnvioPutRequestSchema,
  EnvioSchema,
  type EnvioAnswer,
  PixEnviadoAnswerSchema,
  PixEnviadoListAnswerSchema,
  PixEnviadoListSchema,
  PixEnviadoSchema,
  type PixEnviadoAnswer,
} from "./spec";

const ENVIO = { read: EnvioAnswerSchema, spec: EnvioSchema };
const PIX_ENVIADO = { read: PixEnviadoAnswerSchema, spec: PixEnviadoSchema };
const PIX_ENVIADO_LIST = { read: PixEnviadoListAnswerSchema, spec: PixEnviadoListSchema };

export const EFI_PAYOUT_PROVIDER = "efi";

/** The withdrawal's uuid without its hyphens: 32 letters and digits, within idEnvio's 35. */
export const idEnvioOf = (withdrawalId: string) => withdrawalId.replaceAll("-", "").toLowerCase();

/** The withdrawal an idEnvio of ours was derived from; null for one that is not ours. */
export function withdrawalIdOf(idEnvio: string): string | null {
  const hex = /^[0-9a-f]{32}$/i.exec(idEnvio)?.[0].toLowerCase();
  return hex
    ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    : null;
}

const STATUS: Record<EnvioStatus, SentPayout["status"]> = {
  EM_PROCESSAMENTO: "PROCESSING",
  REALIZADO: "DONE",
  NAO_REALIZADO: "FAILED",
};

const NOT_MADE = "O PSP não realizou o envio do PIX.";

/** centavos of an amount the schema has matched against "\d{1,10}\.\d{2}", which parseReais reads exactly. */
const centsOf = (valor: string) => parseReais(valor)!;

function sentPayoutOfEnvio(envio: EnvioAnswer): SentPayout {
  const status = STATUS[envio.status];
  return {
    payoutId: envio.idEnvio,
    endToEndId: envio.e2eId ?? null,
    amount: centsOf(envio.valor),
    status,
    // Required, but read leniently: without it, when we learned of the send.
    requestedAt: new Date(envio.horario?.solicitacao ?? Date.now()),
    // The PUT's answer has no liquidação time: when a repeat finds it done, that is when we learned it.
    settledAt: status === "DONE" ? new Date() : null,
    failureReason: status === "FAILED" ? NOT_MADE : null,
  };
}

/** The devoluções of a Pix sent that are done: money back from the receiving bank, by its return id. */
function returnsOf(pix: PixEnviadoAnswer): PayoutReturn[] {
  return (pix.devolucoes ?? [])
    .filter((devolucao) => devolucao.status === "DEVOLVIDO")
    .map((devolucao) => ({
      returnId: devolucao.rtrId,
      amount: centsOf(devolucao.valor),
      returnedAt: new Date(devolucao.horario?.liquidacao ?? devolucao.horario?.solicitacao ?? Date.now()),
    }));
}

function sentPayoutOf(pix: PixEnviadoAnswer): SentPayout {
  const status = STATUS[pix.status];
  return {
    payoutId: pix.idEnvio ?? pix.endToEndId ?? "",
    endToEndId: pix.endToEndId ?? null,
    amount: centsOf(pix.valor),
    status,
    requestedAt: new Date(pix.horario?.solicitacao ?? Date.now()),
    settledAt: status === "DONE" ? new Date(pix.horario?.liquidacao ?? Date.now()) : null,
    failureReason: status === "FAILED" ? (pix.gnExtras?.erro?.motivo ?? NOT_MADE) : null,
    returns: returnsOf(pix),
  };
}

export type EfiPayoutProviderOptions = {
  /** Our Pix key the money leaves from (PIX_RECEIVER_KEY): Efí requires a webhook registered on it. */
  payerKey: string;
  /** Items per page of GET /v2/gn/pix/enviados. */
  listPageSize?: number;
};

export class EfiPayoutProvider implements PayoutProvider {
  readonly name = EFI_PAYOUT_PROVIDER;
  private readonly payerKey: string;
  private readonly listPageSize: number;

  constructor(
    private readonly client: ApiPixClient,
    options: EfiPayoutProviderOptions,
  ) {
    this.payerKey = options.payerKey;
    this.listPageSize = options.listPageSize ?? 100;
  }

  /**
   * PUT /v3/gn/pix/{idEnvio}, one exchange: Efí may answer a repeat of a send it made as that send or refuse it as an
   * idEnvio already used (409 id_envio_duplicado in its documentation), so a repeat after a lost answer is left to the
   * caller, which records each ask before it and can tell such a refusal from one of a send never made.
   */
  async sendPayout(request: PayoutRequest): Promise<SentPayout> {
    const body = checked(EnvioPutRequestSchema, {
      valor: centsToDecimal(request.amount),
      pagador: { chave: this.payerKey },
      favorecido: { chave: request.pixKey },
    });
    const envio = await this.call("PUT", `/v3/gn/pix/${idEnvioOf(request.withdrawalId)}`, ENVIO, {
      body,
      idempotent: false,
    });
    return sentPayoutOfEnvio(envio);
  }

  async getPayout(withdrawalId: string): Promise<SentPayout | null> {
    try {
      return sentPayoutOf(
        await this.exchange("GET", `/v2/gn/pix/enviados/id-envio/${idEnvioOf(withdrawalId)}`, PIX_ENVIADO),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw providerError(error);
    }
  }

  async listSentPayouts(from: Date, to: Date): Promise<SentPayout[]> {
    // Keyed by id: a send made while we page can push an item into the next page.
    const sent = new Map<string, SentPayout>();
    for (let page = 0, pages = 1; page < pages; page++) {
      const query = {
        inicio: from.toISOString(),
        fim: to.toISOString(),
        "paginacao.paginaAtual": page,
        "paginacao.itensPorPagina": this.listPageSize,
      };
      const answer = await this.call("GET", "/v2/gn/pix/enviados", PIX_ENVIADO_LIST, { query });
      pages = answer.parametros.paginacao.quantidadeDePaginas;
      for (const pix of answer.pix) {
        const payout = sentPayoutOf(pix);
        sent.set(payout.payoutId, payout);
      }
    }
    return [...sent.values()];
  }

  private async exchange<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    schema: AnswerSchemas<S>,
    request: ApiPixRequest = {},
  ): Promise<z.output<S>> {
    const answer = await this.client.request(method, path, { ...request, fromRoot: true });
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
}

/**
 * The provider of the validated settings (lib/env.ts has made sure PAYOUT_PROVIDER=efi comes with the API Pix
 * client's).
 */
export function efiPayoutProviderFromSettings(): EfiPayoutProvider {
  return new EfiPayoutProvider(apiPixClient(), { payerKey: env().PIX_RECEIVER_KEY! });
}
