// Efí's Pix sending API, which is no part of Banco Central's API Pix: PUT /v3/gn/pix/{idEnvio},
// GET /v2/gn/pix/enviados/id-envio/{idEnvio} and GET /v2/gn/pix/enviados. Errors come in Efí's
// own shape, { nome, mensagem } (the names are the stand-in's; Efí documents the shape).
import { getPixKeyInfo } from "@brazilian-utils/brazilian-utils";
import {
  EnvioPutRequestSchema,
  ID_ENVIO_PATTERN,
  type Envio,
  type PixEnviado,
  type PixEnviadoList,
} from "@/lib/payouts/efi/spec";
import { z } from "@/lib/zod";
import { type Context, isReadable } from "./context";
import type { Reply } from "./http";
import { newEndToEndId, type StoredEnvio } from "./state";

function efiError(status: number, nome: string, mensagem: string): Reply {
  return { status, body: { nome, mensagem } };
}

const badIdEnvio = (idEnvio: string) =>
  ID_ENVIO_PATTERN.test(idEnvio)
    ? null
    : efiError(400, "id_envio_invalido", "O idEnvio deve ter de 1 a 35 letras e dígitos.");

export function envioView(envio: StoredEnvio): PixEnviado {
  return {
    endToEndId: envio.endToEndId,
    idEnvio: envio.idEnvio,
    valor: envio.valor,
    chave: envio.pagadorChave,
    status: envio.status,
    horario: { solicitacao: envio.solicitacao, ...(envio.liquidacao && { liquidacao: envio.liquidacao }) },
    favorecido: { chave: envio.favorecidoChave },
    ...(envio.motivo && { gnExtras: { erro: { codigo: "AC03", motivo: envio.motivo } } }),
    ...(envio.devolucoes?.length && { devolucoes: envio.devolucoes }),
  };
}

/**
 * What Efí posts to the pagador key's webhook about a Pix sent: told apart from a Pix received by tipo and
 * gnExtras.idEnvio; once the receiving bank returned some of it, with its devoluções.
 */
export function envioNotice(envio: StoredEnvio): Record<string, unknown> {
  return {
    endToEndId: envio.endToEndId,
    valor: envio.valor,
    chave: envio.favorecidoChave,
    horario: envio.liquidacao ?? envio.solicitacao,
    status: envio.status,
    tipo: "SOLICITACAO",
    gnExtras: { idEnvio: envio.idEnvio, ...(envio.motivo && { erro: { codigo: "AC03", motivo: envio.motivo } }) },
    ...(envio.devolucoes?.length && { devolucoes: envio.devolucoes }),
  };
}

function answerOf(envio: StoredEnvio): Envio {
  return {
    idEnvio: envio.idEnvio,
    e2eId: envio.endToEndId,
    valor: envio.valor,
    horario: { solicitacao: envio.solicitacao },
    status: envio.status,
  };
}

/**
 * PUT /v3/gn/pix/{idEnvio}: 201 EM_PROCESSAMENTO, settled after payoutDelayMs and told by webhook.
 * As Efí requires, the pagador's key must have a webhook. The same idEnvio with the same body is
 * the same send retried and answers it as it is now; with another body it is refused.
 */
export function putEnvio(context: Context, idEnvio: string, raw: string): Reply {
  const invalidId = badIdEnvio(idEnvio);
  if (invalidId) return invalidId;
  let input: unknown;
  try {
    input = JSON.parse(raw);
  } catch {
    return efiError(400, "json_invalido", "O corpo da requisição não é um JSON válido.");
  }
  const parsed = EnvioPutRequestSchema.safeParse(input);
  if (!parsed.success) return efiError(400, "valor_invalido", z.prettifyError(parsed.error));
  const { valor, pagador, favorecido } = parsed.data;
  const existing = context.state.envios[idEnvio];
  if (existing) {
    const same =
      existing.valor === valor &&
      existing.pagadorChave === pagador.chave &&
      existing.favorecidoChave === favorecido.chave;
    const reply =
      same && !context.switches.refuseRepeats
        ? { status: 201, body: answerOf(existing) }
        : efiError(400, "id_envio_duplicado", "Este idEnvio já foi usado por outro envio.");
    return { ...reply, hang: context.switches.payoutHang };
  }
  if (!context.state.webhooks[pagador.chave])
    return efiError(400, "chave_sem_webhook", "A chave do pagador precisa de um webhook cadastrado para enviar Pix.");
  if (!getPixKeyInfo(favorecido.chave))
    return efiError(400, "chave_invalida", "A chave do favorecido não é uma chave Pix válida.");
  if (context.switches.payoutOutcome === "RECUSADO")
    return efiError(400, "envio_recusado", "Envio de Pix recusado (simulado pelo PSP stand-in).");
  const now = new Date();
  const envio: StoredEnvio = {
    idEnvio,
    endToEndId: newEndToEndId(context.settings.ispb, now),
    valor,
    pagadorChave: pagador.chave,
    favorecidoChave: favorecido.chave,
    solicitacao: now.toISOString(),
    status: "EM_PROCESSAMENTO",
    outcome: context.switches.payoutOutcome,
  };
  context.state.envios[idEnvio] = envio;
  context.save();
  if (envio.outcome !== "EM_PROCESSAMENTO") context.scheduleEnvio(envio);
  return { status: 201, body: answerOf(envio), hang: context.switches.payoutHang };
}

export function getEnvio(context: Context, idEnvio: string): Reply {
  const invalidId = badIdEnvio(idEnvio);
  if (invalidId) return invalidId;
  const envio = context.state.envios[idEnvio];
  return envio && isReadable(context.switches, envio.solicitacao)
    ? { status: 200, body: envioView(envio) }
    : efiError(404, "pix_nao_encontrado", "Nenhum Pix enviado encontrado para o idEnvio informado.");
}

const ListQuerySchema = z.object({
  inicio: z.iso.datetime({ offset: true }),
  fim: z.iso.datetime({ offset: true }),
  "paginacao.paginaAtual": z.coerce.number().int().min(0).default(0),
  "paginacao.itensPorPagina": z.coerce.number().int().min(1).max(1000).default(100),
});

/** GET /v2/gn/pix/enviados?inicio&fim: the Pix sent requested in [inicio, fim], oldest first, paged. */
export function listEnvios(context: Context, query: URLSearchParams): Reply {
  const parsed = ListQuerySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return efiError(400, "parametros_invalidos", z.prettifyError(parsed.error));
  const { inicio, fim, "paginacao.paginaAtual": paginaAtual, "paginacao.itensPorPagina": itensPorPagina } = parsed.data;
  const [from, to] = [Date.parse(inicio), Date.parse(fim)];
  const matching = Object.values(context.state.envios)
    .filter((envio) => Date.parse(envio.solicitacao) >= from && Date.parse(envio.solicitacao) <= to)
    .filter((envio) => isReadable(context.switches, envio.solicitacao))
    .sort((a, b) => a.solicitacao.localeCompare(b.solicitacao) || a.idEnvio.localeCompare(b.idEnvio));
  const body: PixEnviadoList = {
    parametros: {
      inicio,
      fim,
      paginacao: {
        paginaAtual,
        itensPorPagina,
        quantidadeDePaginas: Math.max(1, Math.ceil(matching.length / itensPorPagina)),
        quantidadeTotalDeItens: matching.length,
      },
    },
    pix: matching.slice(paginaAtual * itensPorPagina, (paginaAtual + 1) * itensPorPagina).map(envioView),
  };
  return { status: 200, body };
}

/**
 * Ends a send as chosen when it was asked for (or as the control endpoint says), and tells the pagador key's webhook.
 */
export function settleEnvio(context: Context, envio: StoredEnvio, status = envio.outcome): void {
  if (envio.status !== "EM_PROCESSAMENTO" || status === "EM_PROCESSAMENTO") return;
  envio.status = status;
  if (status === "REALIZADO") envio.liquidacao = new Date().toISOString();
  else envio.motivo = "Conta do favorecido encerrada (simulado pelo PSP stand-in).";
  context.save();
  context.notifyEnvio(envio);
}
