// The stand-in's own endpoints under /stand-in/ (not API Pix): a payer that pays charges or sends to
// the key without one, a MED devolução started by the PSP, the test switches and the logs.
import { CobTxidSchema, E2eidSchema, VALOR_PATTERN } from "@/lib/pix/api-pix/spec";
import { z } from "@/lib/zod";
import { cobView, currentFields, isExpired } from "./cob";
import { type Context, FAILURE_PROBLEMS, type Switches } from "./context";
import { apiProblem, controlProblem, type Reply, violacoesOf } from "./http";
import { envioView, settleEnvio } from "./envio";
import { addDevolucao, addPix, devolucaoView, pixView } from "./pix";
import { newEndToEndId, newRtrId, randomAlphanumeric, type StoredPix, toCents, toValor } from "./state";

const PagadorSchema = z.union([
  z.strictObject({ cpf: z.string().regex(/^\d{11}$/), nome: z.string() }),
  z.strictObject({ cnpj: z.string().regex(/^[0-9A-Z]{14}$/), nome: z.string() }),
]);

/** When the Pix settled; defaults to now (an older one tests the 90-day devolução window). */
const HorarioSchema = z.iso.datetime({ offset: true });

const PayBodySchema = z.strictObject({
  /** Defaults to the cob's valor.original. */
  valor: z.string().regex(VALOR_PATTERN).optional(),
  /** Pays what the payer's bank would refuse: an expired, removed or paid charge, another amount. */
  force: z.boolean().optional(),
  horario: HorarioSchema.optional(),
  infoPagador: z.string().max(140).optional(),
  /** Who pays; defaults to the cob's devedor. */
  pagador: PagadorSchema.optional(),
});

const KeyPixBodySchema = z.strictObject({
  valor: z.string().regex(VALOR_PATTERN),
  /** The receiving key; defaults to the key of the one webhook registered. */
  chave: z.string().min(1).max(77).optional(),
  horario: HorarioSchema.optional(),
  infoPagador: z.string().max(140).optional(),
  pagador: PagadorSchema.optional(),
});

const MedBodySchema = z.strictObject({
  valor: z.string().regex(VALOR_PATTERN),
  natureza: z.enum(["MED_OPERACIONAL", "MED_FRAUDE"]),
});

export const SwitchesBodySchema = z.strictObject({
  failNext: z.int().nonnegative().optional(),
  failMatch: z.string().nullable().optional(),
  failAs: z.enum(FAILURE_PROBLEMS).optional(),
  loseNext: z.int().nonnegative().optional(),
  refuseRepeats: z.boolean().optional(),
  readLagMs: z.int().nonnegative().optional(),
  delayMs: z.int().nonnegative().optional(),
  dropWebhooks: z.boolean().optional(),
  refundOutcome: z.enum(["DEVOLVIDO", "NAO_REALIZADO"]).optional(),
  refundDelayMs: z.int().nonnegative().optional(),
  payoutOutcome: z.enum(["REALIZADO", "NAO_REALIZADO", "RECUSADO", "EM_PROCESSAMENTO"]).optional(),
  payoutDelayMs: z.int().nonnegative().optional(),
  payoutHang: z.boolean().optional(),
  offSpec: z
    .strictObject({ path: z.string().regex(/^[^.]+(\.[^.]+)*$/), value: z.json() })
    .nullable()
    .optional(),
  refuseCredentials: z.boolean().optional(),
  /** An action rather than a state: every token issued so far stops working. */
  expireTokens: z.literal(true).optional(),
});

function parseControl<S extends z.ZodType>(schema: S, raw: string): z.output<S> {
  let input: unknown;
  try {
    input = raw.trim() === "" ? {} : JSON.parse(raw);
  } catch {
    throw controlProblem(400, "CorpoInvalido", "O corpo não é um JSON válido.");
  }
  const result = schema.safeParse(input);
  if (!result.success)
    throw controlProblem(
      400,
      "CorpoInvalido",
      "O corpo não respeita o formato deste endpoint.",
      violacoesOf(result.error, input, ""),
    );
  return result.data;
}

/** POST /stand-in/cob/{txid}/pay: a payer's bank settles a Pix for the charge; the webhook is told. */
export function payCob(context: Context, txid: string, raw: string): Reply {
  const cob = CobTxidSchema.safeParse(txid).success ? context.state.cobs[txid] : undefined;
  if (!cob) throw apiProblem("CobNaoEncontrado");
  const body = parseControl(PayBodySchema, raw);
  const fields = currentFields(cob);
  const valor = body.valor ?? fields.valor.original;
  const now = new Date();
  if (!body.force) {
    if (cob.status !== "ATIVA")
      throw controlProblem(409, "CobNaoPagavel", `A cobrança está ${cob.status}; use force para pagá-la mesmo assim.`);
    if (isExpired(cob, now))
      throw controlProblem(409, "CobExpirada", "A cobrança expirou; use force para pagá-la mesmo assim.");
    if (valor !== fields.valor.original && fields.valor.modalidadeAlteracao !== 1) {
      throw controlProblem(
        409,
        "ValorDiferente",
        `A cobrança não permite alterar o valor (${fields.valor.original}); use force para pagar ${valor}.`,
      );
    }
  }
  const horario = body.horario ? new Date(body.horario) : now;
  const pix: StoredPix = {
    endToEndId: newEndToEndId(context.settings.ispb, horario),
    txid,
    valor,
    chave: fields.chave,
    horario: horario.toISOString(),
    ...(body.infoPagador !== undefined && { infoPagador: body.infoPagador }),
    ...((body.pagador ?? fields.devedor) && { pagador: body.pagador ?? fields.devedor }),
    devolucoes: [],
  };
  addPix(context.state, pix);
  // A removed charge stays removed: the money arrived anyway and shows as a Pix with its txid.
  if (cob.status === "ATIVA") cob.status = "CONCLUIDA";
  context.save();
  context.notify(pix);
  return { status: 201, body: { pix: pixView(pix), cob: cobView(context, cob, { withPix: true }) } };
}

/**
 * POST /stand-in/pix: a payer sends a Pix straight to the key (copied from a BR Code, or typed), with no charge and so
 * no txid; the key's webhook is told, as some PSPs do (the spec promises notifications of Pix with a txid only).
 */
export function receiveKeyPix(context: Context, raw: string): Reply {
  const body = parseControl(KeyPixBodySchema, raw);
  const keys = Object.keys(context.state.webhooks);
  const chave = body.chave ?? (keys.length === 1 ? keys[0]! : undefined);
  if (chave === undefined)
    throw controlProblem(400, "ChaveObrigatoria", "Informe a chave: não há exatamente um webhook registrado.");
  const horario = body.horario ? new Date(body.horario) : new Date();
  const pix: StoredPix = {
    endToEndId: newEndToEndId(context.settings.ispb, horario),
    valor: body.valor,
    chave,
    horario: horario.toISOString(),
    ...(body.infoPagador !== undefined && { infoPagador: body.infoPagador }),
    ...(body.pagador && { pagador: body.pagador }),
    devolucoes: [],
  };
  addPix(context.state, pix);
  context.save();
  context.notify(pix);
  return { status: 201, body: { pix: pixView(pix) } };
}

/**
 * POST /stand-in/pix/{e2eid}/devolucao: a MED devolução the PSP makes on its own; settled at once and notified, or,
 * while refundOutcome is NAO_REALIZADO, left EM_PROCESSAMENTO to end so after refundDelayMs as any devolução.
 */
export function medDevolucao(context: Context, e2eid: string, raw: string): Reply {
  const pix = E2eidSchema.safeParse(e2eid).success ? context.state.pix[e2eid] : undefined;
  if (!pix) throw apiProblem("PixNaoEncontrado");
  const body = parseControl(MedBodySchema, raw);
  const now = new Date();
  const devolucao = addDevolucao(
    context,
    pix,
    { id: `MED${randomAlphanumeric(20)}`, valor: body.valor, natureza: body.natureza },
    now,
  );
  if (devolucao.outcome === "NAO_REALIZADO") {
    context.save();
    context.scheduleSettlement(pix, devolucao.id);
    return { status: 201, body: devolucaoView(devolucao) };
  }
  devolucao.status = "DEVOLVIDO";
  devolucao.horario.liquidacao = now.toISOString();
  context.save();
  context.notify(pix);
  return { status: 201, body: devolucaoView(devolucao) };
}

const SettleEnvioBodySchema = z.strictObject({ status: z.enum(["REALIZADO", "NAO_REALIZADO"]) });

/**
 * POST /stand-in/gn/pix/{idEnvio}/settle: a Pix sent, still EM_PROCESSAMENTO, reaches the key (or not); the webhook is
 * told.
 */
export function settleEnvioNow(context: Context, idEnvio: string, raw: string): Reply {
  const envio = context.state.envios[idEnvio];
  if (!envio) throw controlProblem(404, "EnvioNaoEncontrado", "Nenhum Pix enviado com este idEnvio.");
  const { status } = parseControl(SettleEnvioBodySchema, raw);
  if (envio.status !== "EM_PROCESSAMENTO")
    throw controlProblem(409, "EnvioJaConcluido", `O envio já está ${envio.status}.`);
  settleEnvio(context, envio, status);
  return { status: 200, body: envioView(envio) };
}

const ReturnEnvioBodySchema = z.strictObject({ valor: z.string().regex(VALOR_PATTERN) });

/**
 * POST /stand-in/gn/pix/{idEnvio}/devolucao: the receiving bank returns (some of) a Pix sent, REALIZADO; recorded on
 * the send, settled at once, and the pagador key's webhook told with the send and its devoluções.
 */
export function returnEnvio(context: Context, idEnvio: string, raw: string): Reply {
  const envio = context.state.envios[idEnvio];
  if (!envio) throw controlProblem(404, "EnvioNaoEncontrado", "Nenhum Pix enviado com este idEnvio.");
  const { valor } = parseControl(ReturnEnvioBodySchema, raw);
  if (envio.status !== "REALIZADO")
    throw controlProblem(
      409,
      "EnvioNaoRealizado",
      `Só um envio REALIZADO pode ser devolvido; este está ${envio.status}.`,
    );
  const devolucoes = envio.devolucoes ?? [];
  const returned = devolucoes.reduce((sum, devolucao) => sum + toCents(devolucao.valor), 0);
  if (toCents(valor) === 0 || returned + toCents(valor) > toCents(envio.valor))
    throw controlProblem(
      409,
      "ValorAcimaDoEnviado",
      `A devolução deve ser maior que zero e caber no que resta do envio (${toValor(toCents(envio.valor) - returned)}).`,
    );
  const now = new Date().toISOString();
  envio.devolucoes = [
    ...devolucoes,
    {
      id: randomAlphanumeric(20),
      rtrId: newRtrId(context.settings.ispb, new Date(now)),
      valor,
      natureza: "ORIGINAL",
      horario: { solicitacao: now, liquidacao: now },
      status: "DEVOLVIDO",
    },
  ];
  context.save();
  context.notifyEnvio(envio);
  return { status: 201, body: envioView(envio) };
}

/** PUT /stand-in/switches: changes the switches named in the body; answers all of them. */
export function setSwitches(switches: Switches, raw: string, expireTokens: () => void): Reply {
  const { expireTokens: expire, failMatch, ...changes } = parseControl(SwitchesBodySchema, raw);
  if (failMatch) {
    try {
      new RegExp(failMatch);
    } catch {
      throw controlProblem(400, "CorpoInvalido", "failMatch não é uma expressão regular válida.", [
        { propriedade: "failMatch", valor: failMatch },
      ]);
    }
  }
  Object.assign(switches, changes, failMatch === undefined ? {} : { failMatch });
  if (expire) expireTokens();
  return { status: 200, body: switches };
}
