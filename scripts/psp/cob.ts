// PUT, PATCH and GET /cob/{txid}: immediate charges (tag Cob of the API Pix).
import { randomBytes } from "node:crypto";
import { getPixKeyInfo } from "@brazilian-utils/brazilian-utils";
import { buildBrCode } from "@/lib/pix/br-code";
import {
  COB_TXID_PATTERN,
  CobPatchRequestSchema,
  CobPutRequestSchema,
  DEFAULT_EXPIRACAO_SECONDS,
  type Cob,
  type CobPatchRequest,
  type CobPutRequest,
  type Violacao,
} from "@/lib/pix/api-pix/spec";
import type { Context } from "./context";
import { apiProblem, parseJsonBody, parseOr, type Reply } from "./http";
import { pixView } from "./pix";
import type { CobFields, StoredCob } from "./state";

function checkTxid(txid: string, type: "CobOperacaoInvalida" | "CobConsultaInvalida") {
  if (!COB_TXID_PATTERN.test(txid))
    throw apiProblem(type, {
      violacoes: [{ razao: "O txid não respeita o _schema_ ([a-zA-Z0-9]{26,35}).", propriedade: "txid", valor: txid }],
    });
}

function findCob(context: Context, txid: string, type: "CobOperacaoInvalida" | "CobConsultaInvalida"): StoredCob {
  checkTxid(txid, type);
  const cob = context.state.cobs[txid];
  if (!cob) throw apiProblem("CobNaoEncontrado");
  return cob;
}

/** The checks of CobOperacaoInvalida that the schema cannot make. */
function semanticViolations(body: CobPutRequest | CobPatchRequest): Violacao[] {
  const violacoes: Violacao[] = [];
  if (body.chave !== undefined && !getPixKeyInfo(body.chave))
    violacoes.push({
      razao: "O campo cob.chave não respeita o _schema_.",
      propriedade: "cob.chave",
      valor: body.chave,
    });
  // The stand-in offers no POST /loc, so no location id exists to be referenced.
  if (body.loc)
    violacoes.push({
      razao: "O location referenciado por cob.loc.id inexiste.",
      propriedade: "cob.loc.id",
      valor: String(body.loc.id),
    });
  return violacoes;
}

function fieldsOf(body: CobPutRequest): CobFields {
  return {
    expiracao: body.calendario.expiracao ?? DEFAULT_EXPIRACAO_SECONDS,
    valor: { original: body.valor.original, modalidadeAlteracao: body.valor.modalidadeAlteracao ?? 0 },
    chave: body.chave,
    ...(body.devedor && { devedor: body.devedor }),
    ...(body.solicitacaoPagador !== undefined && { solicitacaoPagador: body.solicitacaoPagador }),
    ...(body.infoAdicionais && { infoAdicionais: body.infoAdicionais }),
  };
}

function sameFields(a: CobFields, b: CobFields): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

export function currentFields(cob: StoredCob): CobFields {
  return cob.revisoes.at(-1)!;
}

export function isExpired(cob: StoredCob, now: Date): boolean {
  return now.getTime() > Date.parse(cob.criacao) + currentFields(cob).expiracao * 1000;
}

/** CobGerada (PUT, PATCH) or, with `withPix`, CobCompleta (GET), as of revisão `revisao`. */
export function cobView(
  context: Context,
  cob: StoredCob,
  { withPix = false, revisao = cob.revisoes.length - 1 } = {},
): Cob {
  const fields = cob.revisoes[revisao]!;
  const { nome, cidade } = context.settings.recebedor;
  const pix = withPix
    ? Object.values(context.state.pix)
        .filter((p) => p.txid === cob.txid)
        .map((p) => pixView(p, context))
    : [];
  return {
    calendario: { criacao: cob.criacao, expiracao: fields.expiracao },
    txid: cob.txid,
    revisao,
    loc: { id: cob.loc.id, location: cob.loc.location, tipoCob: "cob", criacao: cob.loc.criacao },
    location: cob.loc.location,
    status: cob.status,
    ...(fields.devedor && { devedor: fields.devedor }),
    valor: fields.valor,
    chave: fields.chave,
    ...(fields.solicitacaoPagador !== undefined && { solicitacaoPagador: fields.solicitacaoPagador }),
    ...(fields.infoAdicionais && { infoAdicionais: fields.infoAdicionais }),
    pixCopiaECola: buildBrCode({ location: cob.loc.location, merchantName: nome, merchantCity: cidade }),
    ...(pix.length > 0 && { pix }),
  };
}

/**
 * PUT /cob/{txid}. The spec's only violation about an existing txid is "A cobrança já existe, não
 * está no status ATIVA, e a presente requisição busca alterá-la": so a PUT whose body changes
 * nothing answers the charge as it is (a retried PUT is safe), a different body on an ATIVA charge
 * revises it (revisão + 1), and a different body on any other status is refused. The spec lists
 * 201 as the only success of this PUT, so all three answer 201.
 */
export function putCob(context: Context, txid: string, raw: string): Reply {
  checkTxid(txid, "CobOperacaoInvalida");
  const body = parseOr(
    CobPutRequestSchema,
    parseJsonBody(raw, "CobOperacaoInvalida", "cob"),
    "CobOperacaoInvalida",
    "cob",
  );
  const violacoes = semanticViolations(body);
  if (violacoes.length) throw apiProblem("CobOperacaoInvalida", { violacoes });
  const fields = fieldsOf(body);
  const existing = context.state.cobs[txid];
  if (existing && !sameFields(fields, currentFields(existing))) {
    if (existing.status !== "ATIVA") {
      throw apiProblem("CobOperacaoInvalida", {
        violacoes: [
          {
            razao: "A cobrança já existe, não está no status ATIVA, e a presente requisição busca alterá-la.",
            propriedade: "cob.status",
            valor: existing.status,
          },
        ],
      });
    }
    existing.revisoes.push(fields);
    context.save();
  }
  if (existing) return { status: 201, body: cobView(context, existing) };

  const criacao = new Date().toISOString();
  // The BR Code library reads a location as host and path, so it carries no port: nothing fetches
  // it here (the payload endpoint is not implemented), it only has to look like a real one.
  const location = `${context.settings.locationHost}/qr/v2/${randomBytes(16).toString("hex")}`;
  const cob: StoredCob = {
    txid,
    criacao,
    status: "ATIVA",
    loc: { id: context.state.nextLocId++, location, criacao },
    revisoes: [fields],
  };
  context.state.cobs[txid] = cob;
  context.save();
  return { status: 201, body: cobView(context, cob) };
}

/** PATCH /cob/{txid}: revises an ATIVA charge, or removes it (status alone); 200 with revisão + 1. */
export function patchCob(context: Context, txid: string, raw: string): Reply {
  const cob = findCob(context, txid, "CobOperacaoInvalida");
  const body = parseOr(
    CobPatchRequestSchema,
    parseJsonBody(raw, "CobOperacaoInvalida", "cob"),
    "CobOperacaoInvalida",
    "cob",
  );
  if (cob.status !== "ATIVA") {
    throw apiProblem("CobOperacaoInvalida", {
      violacoes: [
        {
          razao: "A cobrança não está ATIVA, e a presente requisição busca alterá-la.",
          propriedade: "cob.status",
          valor: cob.status,
        },
      ],
    });
  }
  const { status, ...changes } = body;
  if (status && Object.keys(changes).length > 0) {
    throw apiProblem("CobOperacaoInvalida", {
      violacoes: [
        {
          razao:
            "A cobrança está ATIVA, e a presente requisição propõe alterar seu status para REMOVIDA_PELO_USUARIO_RECEBEDOR juntamente com outras alterações.",
          propriedade: "cob.status",
          valor: status,
        },
      ],
    });
  }
  const violacoes = semanticViolations(body);
  if (violacoes.length) throw apiProblem("CobOperacaoInvalida", { violacoes });

  const current = currentFields(cob);
  if (status) {
    cob.status = status;
    cob.revisoes.push(current);
  } else {
    const revised = fieldsOf({
      calendario: { expiracao: changes.calendario?.expiracao ?? current.expiracao },
      valor: {
        original: changes.valor?.original ?? current.valor.original,
        modalidadeAlteracao: changes.valor?.modalidadeAlteracao ?? current.valor.modalidadeAlteracao,
      },
      chave: changes.chave ?? current.chave,
      devedor: changes.devedor ?? current.devedor,
      solicitacaoPagador: changes.solicitacaoPagador ?? current.solicitacaoPagador,
      infoAdicionais: changes.infoAdicionais ?? current.infoAdicionais,
    });
    // The merged amount must still be one the PUT would accept (0.00 only when the payer sets it).
    parseOr(CobPutRequestSchema.shape.valor, revised.valor, "CobOperacaoInvalida", "cob.valor");
    if (!sameFields(revised, current)) cob.revisoes.push(revised);
  }
  context.save();
  return { status: 200, body: cobView(context, cob) };
}

/** GET /cob/{txid}[?revisao=n]: CobCompleta, with the Pix received for it. */
export function getCob(context: Context, txid: string, query: URLSearchParams): Reply {
  const cob = findCob(context, txid, "CobConsultaInvalida");
  const asked = query.get("revisao");
  if (asked === null) return { status: 200, body: cobView(context, cob, { withPix: true }) };
  const revisao = Number(asked);
  if (!/^\d+$/.test(asked) || revisao >= cob.revisoes.length) {
    throw apiProblem("CobConsultaInvalida", {
      violacoes: [
        { razao: "A revisão informada não existe para esta cobrança.", propriedade: "revisao", valor: asked },
      ],
    });
  }
  return { status: 200, body: cobView(context, cob, { withPix: true, revisao }) };
}
