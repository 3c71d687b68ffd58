// GET /pix/{e2eid}, GET /pix and PUT|GET /pix/{e2eid}/devolucao/{id}: received Pix and their
// devoluções (tag Pix of the API Pix).
import {
  DEVOLUCAO_ID_PATTERN,
  DevolucaoPutRequestSchema,
  E2EID_PATTERN,
  PixListQuerySchema,
  type Devolucao,
  type DevolucaoNatureza,
  type Pix,
  type PixListResponse,
  type ProblemType,
  type Violacao,
} from "@/lib/pix/api-pix/spec";
import { type Context, isReadable } from "./context";
import { apiProblem, parseJsonBody, parseOr, type Reply } from "./http";
import { newRtrId, type State, toCents, type StoredDevolucao, type StoredPix } from "./state";

const REFUND_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

// GET /pix reads the Pix in horario order from this list rather than scanning them all: the bench holds millions.
const byHorario = new WeakMap<State["pix"], StoredPix[]>();

// horario is always written by toISOString, whose order as text is the order in time.
const compareHorario = (a: StoredPix, b: StoredPix) =>
  a.horario < b.horario ? -1 : a.horario > b.horario ? 1 : a.endToEndId < b.endToEndId ? -1 : 1;

/** Every Pix received, oldest first: made from the state on first use, then kept in step by addPix. */
export function pixByHorario(state: State): StoredPix[] {
  let list = byHorario.get(state.pix);
  if (!list) {
    list = Object.values(state.pix).sort(compareHorario);
    byHorario.set(state.pix, list);
  }
  return list;
}

/** The first position in `list` whose item `before` does not hold of. */
function firstNotBefore<T>(list: T[], before: (item: T) => boolean): number {
  let [low, high] = [0, list.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(list[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Records a Pix received. */
export function addPix(state: State, pix: StoredPix) {
  const list = pixByHorario(state);
  state.pix[pix.endToEndId] = pix;
  list.splice(
    firstNotBefore(list, (item) => compareHorario(item, pix) < 0),
    0,
    pix,
  );
}

export function devolucaoView({ outcome: _outcome, ...devolucao }: StoredDevolucao): Devolucao {
  return devolucao;
}

/** The Pix as the API shows it; given the context (a read), without the devoluções that readLagMs still hides. */
export function pixView(pix: StoredPix, context?: Context): Pix {
  const { pagador: _pagador, devolucoes: all, ...rest } = pix;
  const devolucoes = context ? all.filter((d) => isReadable(context.switches, d.horario.solicitacao)) : all;
  return {
    ...rest,
    componentesValor: { original: { valor: pix.valor } },
    ...(devolucoes.length > 0 && { devolucoes: devolucoes.map(devolucaoView) }),
  };
}

function checkPathIds(type: ProblemType, e2eid: string, id?: string) {
  const violacoes: Violacao[] = [];
  if (!E2EID_PATTERN.test(e2eid))
    violacoes.push({ razao: "O e2eid não respeita o _schema_ ([a-zA-Z0-9]{32}).", propriedade: "e2eid", valor: e2eid });
  if (id !== undefined && !DEVOLUCAO_ID_PATTERN.test(id))
    violacoes.push({
      razao: "O id da devolução não respeita o _schema_ ([a-zA-Z0-9]{1,35}).",
      propriedade: "id",
      valor: id,
    });
  if (violacoes.length) throw apiProblem(type, { violacoes });
}

function findPix(context: Context, e2eid: string): StoredPix {
  const pix = context.state.pix[e2eid];
  if (!pix) throw apiProblem("PixNaoEncontrado");
  return pix;
}

export function getPix(context: Context, e2eid: string): Reply {
  checkPathIds("RequisicaoInvalida", e2eid);
  return { status: 200, body: pixView(findPix(context, e2eid), context) };
}

/** GET /pix: the Pix received between inicio and fim (by horario), filtered, oldest first, paged. */
export function listPix(context: Context, query: URLSearchParams): Reply {
  const params = parseOr(PixListQuerySchema, Object.fromEntries(query), "PixConsultaInvalida", "");
  const { inicio, fim, txid, txIdPresente, devolucaoPresente, cpf, cnpj } = params;
  const from = Date.parse(inicio);
  const to = Date.parse(fim);
  const ordered = pixByHorario(context.state);
  const matching: StoredPix[] = [];
  for (let at = firstNotBefore(ordered, (pix) => Date.parse(pix.horario) < from); at < ordered.length; at++) {
    const pix = ordered[at]!;
    if (Date.parse(pix.horario) > to) break;
    if (txid !== undefined && pix.txid !== txid) continue;
    if (txIdPresente !== undefined && txIdPresente !== (pix.txid !== undefined)) continue;
    const readable = pix.devolucoes.some((d) => isReadable(context.switches, d.horario.solicitacao));
    if (devolucaoPresente !== undefined && devolucaoPresente !== readable) continue;
    if (cpf !== undefined && pix.pagador?.cpf !== cpf) continue;
    if (cnpj === undefined || pix.pagador?.cnpj === cnpj) matching.push(pix);
  }
  const paginaAtual = params["paginacao.paginaAtual"];
  const itensPorPagina = params["paginacao.itensPorPagina"];
  const body: PixListResponse = {
    parametros: {
      inicio,
      fim,
      ...(txid !== undefined && { txid }),
      ...(txIdPresente !== undefined && { txIdPresente }),
      ...(devolucaoPresente !== undefined && { devolucaoPresente }),
      ...(cpf !== undefined && { cpf }),
      ...(cnpj !== undefined && { cnpj }),
      paginacao: {
        paginaAtual,
        itensPorPagina,
        // Paginacao.quantidadeDePaginas has minimum 1: an empty result is one empty page.
        quantidadeDePaginas: Math.max(1, Math.ceil(matching.length / itensPorPagina)),
        quantidadeTotalDeItens: matching.length,
      },
    },
    pix: matching
      .slice(paginaAtual * itensPorPagina, (paginaAtual + 1) * itensPorPagina)
      .map((pix) => pixView(pix, context)),
  };
  return { status: 200, body };
}

function invalid(razao: string, propriedade?: string, valor?: string) {
  return apiProblem("PixDevolucaoInvalida", {
    violacoes: [{ razao, ...(propriedade && { propriedade }), ...(valor !== undefined && { valor }) }],
  });
}

/** The PixDevolucaoInvalida rules that hold for every devolução, asked through the API or started by the PSP (MED). */
export function addDevolucao(
  context: Context,
  pix: StoredPix,
  devolucao: { id: string; valor: string; natureza: DevolucaoNatureza; descricao?: string },
  now: Date,
): StoredDevolucao {
  if (toCents(devolucao.valor) === 0)
    throw invalid(
      "O campo devolucao.valor não respeita o _schema_: a devolução precisa de um valor maior que zero.",
      "devolucao.valor",
      devolucao.valor,
    );
  const committed = pix.devolucoes
    .filter((d) => d.status !== "NAO_REALIZADO")
    .reduce((sum, d) => sum + toCents(d.valor), 0);
  if (committed + toCents(devolucao.valor) > toCents(pix.valor)) {
    throw invalid(
      "A presente requisição de devolução, em conjunto com as demais prévias devoluções, excederia o valor do pix originário.",
      "devolucao.valor",
      devolucao.valor,
    );
  }
  if (now.getTime() - Date.parse(pix.horario) > REFUND_WINDOW_MS) {
    throw invalid(
      "A presente requisição de devolução viola a janela de tempo permitida para solicitações de devoluções de um pix (90 dias desde a liquidação original).",
    );
  }
  const stored: StoredDevolucao = {
    id: devolucao.id,
    rtrId: newRtrId(context.settings.ispb, now),
    valor: devolucao.valor,
    natureza: devolucao.natureza,
    ...(devolucao.descricao !== undefined && { descricao: devolucao.descricao }),
    horario: { solicitacao: now.toISOString() },
    status: "EM_PROCESSAMENTO",
    outcome: context.switches.refundOutcome,
  };
  pix.devolucoes.push(stored);
  return stored;
}

/**
 * PUT /pix/{e2eid}/devolucao/{id}: 201, EM_PROCESSAMENTO, settled later. The spec refuses "um {id}
 * já utilizado por outra requisição de devolução": the same id with the same body is the same
 * request retried and answers the devolução as it is now; with another body it is refused.
 */
export function putDevolucao(context: Context, e2eid: string, id: string, raw: string): Reply {
  checkPathIds("PixDevolucaoInvalida", e2eid, id);
  const pix = findPix(context, e2eid);
  const body = parseOr(
    DevolucaoPutRequestSchema,
    parseJsonBody(raw, "PixDevolucaoInvalida", "devolucao"),
    "PixDevolucaoInvalida",
    "devolucao",
  );
  const natureza = body.natureza ?? "ORIGINAL";
  const existing = pix.devolucoes.find((d) => d.id === id);
  if (existing) {
    const sameRequest =
      existing.valor === body.valor && existing.natureza === natureza && existing.descricao === body.descricao;
    if (sameRequest && !context.switches.refuseRepeats) return { status: 201, body: devolucaoView(existing) };
    throw invalid(
      "A presente requisição de devolução apresenta um {id} já utilizado por outra requisição de devolução para o {e2eid} em questão.",
      "id",
      id,
    );
  }
  // RETIRADA is the natureza of a Pix Saque or Troco, which this PSP does not receive.
  if (natureza === "RETIRADA")
    throw invalid("A natureza RETIRADA só se aplica a um Pix Saque ou Pix Troco.", "devolucao.natureza", natureza);
  const devolucao = addDevolucao(
    context,
    pix,
    { id, valor: body.valor, natureza, descricao: body.descricao },
    new Date(),
  );
  context.save();
  context.scheduleSettlement(pix, id);
  return { status: 201, body: devolucaoView(devolucao) };
}

export function getDevolucao(context: Context, e2eid: string, id: string): Reply {
  checkPathIds("RequisicaoInvalida", e2eid, id);
  const devolucao = findPix(context, e2eid).devolucoes.find((d) => d.id === id);
  if (!devolucao || !isReadable(context.switches, devolucao.horario.solicitacao))
    throw apiProblem("PixDevolucaoNaoEncontrada");
  return { status: 200, body: devolucaoView(devolucao) };
}
