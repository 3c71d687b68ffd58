import "#server-only";
// Banco Central's API Pix 2.9.0 (OpenAPI: openapi.yaml of github.com/bacen/pix-api at 2.9.0), the parts used
// for immediate charges (cob), received Pix, their devoluções and the Pix webhook, written from the
// yaml. Each schema names the yaml component it follows. Where the yaml contradicts itself, the
// comment says which side is taken.
//
// Patterns: JSON Schema patterns are unanchored, but each one here describes the whole value (a
// txid "[a-zA-Z0-9]{26,35}" is not meant to accept 40 characters), so they are anchored.
// Requests are strict: the yaml does not forbid unknown properties, but a misspelt field sent by
// our adapter should fail against the stand-in instead of being ignored by a real PSP. Responses
// keep what the yaml defines and drop the rest: the yaml announces that new response fields may
// appear at any time ("Adição de novos campos em respostas"). Where a response schema requires a
// field that the yaml's own example of that response leaves out, the field is optional here (a
// reader has to accept what the spec itself shows); the stand-in always sends it.
//
// Each answer the adapter reads has a second schema, `…AnswerSchema`, for reading it: strict on what
// money depends on (amounts, statuses, ids, txid and end-to-end id, and the lists that hold them),
// lenient on the rest (see `lenient`). The stand-in's answers are tested against the spec's schemas.
import { z } from "@/lib/zod";

/** components.schemas.TxId, for a cob: "[a-zA-Z0-9]{26,35}". */
export const COB_TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;
/**
 * Pix.txid and the `txid` filter of GET /pix: TxId narrowed by "[a-zA-Z0-9]{1,35}" (a static BR Code's txid is 1 to
 * 25).
 */
export const PIX_TXID_PATTERN = /^[a-zA-Z0-9]{1,35}$/;
/** components.schemas.EndToEndId: "[a-zA-Z0-9]{32}", exactly 32 long. */
export const E2EID_PATTERN = /^[a-zA-Z0-9]{32}$/;
/** components.schemas.DevolucaoId: "[a-zA-Z0-9]{1,35}". */
export const DEVOLUCAO_ID_PATTERN = /^[a-zA-Z0-9]{1,35}$/;
/** Devolucao.rtrId: "[a-zA-Z0-9]{32}". */
export const RTR_ID_PATTERN = /^[a-zA-Z0-9]{32}$/;
/** Every amount in the API (CobValor.original, Pix.valor, Devolucao.valor): "\d{1,10}\.\d{2}". */
export const VALOR_PATTERN = /^\d{1,10}\.\d{2}$/;
/** The yaml writes the CPF pattern as "/^\\d{11}$/", a JavaScript literal inside the string; 11 digits is meant. */
const CPF_PATTERN = /^\d{11}$/;
/** CNPJ "^[0-9A-Z]{14}$": digits or the alphanumeric CNPJ. */
const CNPJ_PATTERN = /^[0-9A-Z]{14}$/;

const valor = z.string().regex(VALOR_PATTERN);
/** format: date-time, "Respeita RFC 3339": an offset (Z or ±hh:mm) is required. */
const dateTime = z.iso.datetime({ offset: true });
/** CobBase.chave, InfoBaseChave.chave, the {chave} of /webhook/{chave}: maxLength 77. */
const chave = z.string().max(77);

export const CobTxidSchema = z.string().regex(COB_TXID_PATTERN);
export const E2eidSchema = z.string().regex(E2EID_PATTERN);
export const DevolucaoIdSchema = z.string().regex(DEVOLUCAO_ID_PATTERN);

/**
 * Fields of an answer that no money depends on, as the adapter reads them: one off its schema, or missing, reads as
 * absent instead of failing the call. A PSP that writes a 31-character rtrId or an odd timestamp has still made the
 * devolução or the charge; failing there made the caller ask again, and a repeat refused by the PSP was then recorded
 * as a refusal.
 */
export function lenient<S extends z.ZodRawShape>(shape: S) {
  return Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, (schema as z.ZodType).optional().catch(undefined)]),
  ) as unknown as { [K in keyof S]: z.ZodCatch<z.ZodOptional<S[K]>> };
}

// PessoaFisica / PessoaJuridica: nome is required in both, so a devedor with a nome has a cpf or a
// cnpj; strict objects make the oneOf exclusive (cpf and cnpj together match neither).
const pessoaFisica = { cpf: z.string().regex(CPF_PATTERN), nome: z.string().max(200) };
const pessoaJuridica = { cnpj: z.string().regex(CNPJ_PATTERN), nome: z.string().max(200) };
const devedorRequest = z.union([z.strictObject(pessoaFisica), z.strictObject(pessoaJuridica)]);
const devedorResponse = z.union([z.object(pessoaFisica), z.object(pessoaJuridica)]);

/**
 * CobExpiracao.expiracao: int32 seconds from calendario.criacao, default 86400. CobOperacaoInvalida
 * lists "expiracao é igual ou menor que zero" as a violation, so it is positive here.
 */
const expiracao = z.int32().positive();
export const DEFAULT_EXPIRACAO_SECONDS = 86400;

/** CobValor.modalidadeAlteracao: 1 lets the payer change the amount; absent means 0. */
const modalidadeAlteracao = z.union([z.literal(0), z.literal(1)]);

/**
 * CobBase.infoAdicionais: the yaml says `maximum: 50` on the array, meant as at most 50 items;
 * each {nome ≤ 50, valor ≤ 200}.
 */
const infoAdicionais = z.array(z.strictObject({ nome: z.string().max(50), valor: z.string().max(200) })).max(50);
const infoAdicionaisResponse = z.array(z.object({ nome: z.string(), valor: z.string() }));

/** CobSolicitada.loc (PayloadLocationCob): the id of a location made with POST /loc. */
const locRequest = z.strictObject({ id: z.int() });

/** CobValor: "valor.original é zero" is a violation unless the payer sets the amount (modalidadeAlteracao 1). */
function originalNotZero(value: { original?: string; modalidadeAlteracao?: 0 | 1 }, ctx: z.RefinementCtx) {
  if (value.original !== undefined && Number(value.original) === 0 && value.modalidadeAlteracao !== 1) {
    ctx.addIssue({ code: "custom", path: ["original"], message: "O valor da cobrança não pode ser 0.00" });
  }
}

const cobBaseRequest = {
  chave,
  solicitacaoPagador: z.string().max(140).optional(),
  infoAdicionais: infoAdicionais.optional(),
  devedor: devedorRequest.optional(),
  loc: locRequest.optional(),
};

/**
 * components.schemas.CobSolicitada, the body of PUT /cob/{txid}: required valor, chave, calendario;
 * valor requires original. The saque/troco `valor.retirada` is not used by us and not accepted.
 */
export const CobPutRequestSchema = z.strictObject({
  ...cobBaseRequest,
  calendario: z.strictObject({ expiracao: expiracao.optional() }),
  valor: z
    .strictObject({ original: valor, modalidadeAlteracao: modalidadeAlteracao.optional() })
    .superRefine(originalNotZero),
});
export type CobPutRequest = z.infer<typeof CobPutRequestSchema>;

/** components.schemas.CobRevisada (CobBodyRevisada), the body of PATCH /cob/{txid}: every field optional. */
export const CobPatchRequestSchema = z.strictObject({
  ...cobBaseRequest,
  chave: chave.optional(),
  calendario: z.strictObject({ expiracao: expiracao.optional() }).optional(),
  valor: z
    .strictObject({ original: valor.optional(), modalidadeAlteracao: modalidadeAlteracao.optional() })
    .superRefine(originalNotZero)
    .optional(),
  status: z.literal("REMOVIDA_PELO_USUARIO_RECEBEDOR").optional(),
});
export type CobPatchRequest = z.infer<typeof CobPatchRequestSchema>;

/** components.schemas.CobrancaStatus (its description says REMOVIDO_*, its enum REMOVIDA_*; the enum is taken). */
export const CobStatusSchema = z.enum(["ATIVA", "CONCLUIDA", "REMOVIDA_PELO_USUARIO_RECEBEDOR", "REMOVIDA_PELO_PSP"]);
export type CobStatus = z.infer<typeof CobStatusSchema>;

/** components.schemas.DevolucaoNatureza (of a devolução that exists, including the MED ones). */
export const DevolucaoNaturezaSchema = z.enum([
  "ORIGINAL",
  "RETIRADA",
  "MED_OPERACIONAL",
  "MED_FRAUDE",
  "MED_PIX_AUTOMATICO",
]);
export type DevolucaoNatureza = z.infer<typeof DevolucaoNaturezaSchema>;

/** Devolucao.status. */
export const DevolucaoStatusSchema = z.enum(["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"]);
export type DevolucaoStatus = z.infer<typeof DevolucaoStatusSchema>;

// A devolução's natureza tells a MED devolução from ours, so it is read as strictly as its amount.
const devolucaoMoney = {
  id: DevolucaoIdSchema,
  valor,
  natureza: DevolucaoNaturezaSchema.optional(),
  status: DevolucaoStatusSchema,
};
const devolucaoInfo = {
  rtrId: z.string().regex(RTR_ID_PATTERN),
  descricao: z.string().max(140).optional(),
  motivo: z.string().max(140).optional(),
};
const devolucaoHorario = { solicitacao: dateTime.optional(), liquidacao: dateTime.optional() };

/** components.schemas.Devolucao: required id, rtrId, valor, horario, status. */
export const DevolucaoSchema = z.object({
  ...devolucaoMoney,
  ...devolucaoInfo,
  horario: z.object(devolucaoHorario),
});
export const DevolucaoAnswerSchema = z.object({
  ...devolucaoMoney,
  ...lenient({ ...devolucaoInfo, horario: z.object(lenient(devolucaoHorario)) }),
});
export type Devolucao = z.infer<typeof DevolucaoSchema>;
export type DevolucaoAnswer = z.infer<typeof DevolucaoAnswerSchema>;

/**
 * components.schemas.DevolucaoSolicitada (DevolucaoBody), the body of PUT /pix/{e2eid}/devolucao/{id}:
 * required valor; natureza is DevolucaoSolicitadaNatureza (ORIGINAL when absent).
 */
export const DevolucaoPutRequestSchema = z.strictObject({
  valor,
  natureza: z.enum(["ORIGINAL", "RETIRADA"]).optional(),
  descricao: z.string().max(140).optional(),
});
export type DevolucaoPutRequest = z.infer<typeof DevolucaoPutRequestSchema>;

const pixMoney = { endToEndId: E2eidSchema, txid: z.string().regex(PIX_TXID_PATTERN).optional(), valor };
const pixInfo = {
  componentesValor: z.object({ original: z.object({ valor }).optional() }).optional(),
  chave: chave.optional(),
  horario: dateTime,
  infoPagador: z.string().max(140).optional(),
};

/**
 * components.schemas.Pix: required endToEndId, valor, horario. Of componentesValor only `original`
 * (PixValorOriginal) is read: the others belong to saque, troco and cobv. The examples pixResponse2
 * and 3 have 34-character endToEndIds and pixWebhook1 a devolucoes object, not an array; the
 * schema's length 32 and type array decide.
 */
export const PixSchema = z.object({ ...pixMoney, ...pixInfo, devolucoes: z.array(DevolucaoSchema).optional() });
export const PixAnswerSchema = z.object({
  ...pixMoney,
  ...lenient(pixInfo),
  devolucoes: z.array(DevolucaoAnswerSchema).optional(),
});
export type Pix = z.infer<typeof PixSchema>;
export type PixAnswer = z.infer<typeof PixAnswerSchema>;

/**
 * components.schemas.PayloadLocation. Its required list (id, location, tipoCob, criacao), CobGerada's
 * (id, txid, tipoCob, criacao; txid is no property of it) and the examples cobResponse1 to 3 (no
 * criacao; no tipoCob in cobResponse2) agree only on id.
 */
const payloadLocation = z.object({
  id: z.int(),
  location: z.string().max(77).optional(),
  tipoCob: z.enum(["cob", "cobv"]).optional(),
  criacao: dateTime.optional(),
});

// The BR Code carries the amount and the txid the payer pays: read as strictly as they are.
const cobMoney = { txid: CobTxidSchema, status: CobStatusSchema, pixCopiaECola: z.string().max(512).optional() };
const cobInfo = {
  calendario: z.object({ criacao: dateTime, expiracao: z.int32() }),
  revisao: z.int32().nonnegative(),
  loc: payloadLocation.optional(),
  location: z.string().max(77).optional(),
  devedor: devedorResponse.optional(),
  chave,
  solicitacaoPagador: z.string().max(140).optional(),
  infoAdicionais: infoAdicionaisResponse.optional(),
};
const cobValorInfo = { modalidadeAlteracao: modalidadeAlteracao.optional() };

/**
 * components.schemas.CobGerada (answer to PUT and PATCH /cob/{txid}) and CobCompleta (answer to
 * GET /cob/{txid}, which adds pix[] once paid): required txid, calendario {criacao, expiracao},
 * revisao, status, valor {original}, chave. `location` is a URL without its scheme, ≤ 77.
 */
export const CobSchema = z.object({
  ...cobMoney,
  ...cobInfo,
  valor: z.object({ original: valor, ...cobValorInfo }),
  pix: z.array(PixSchema.extend({ txid: CobTxidSchema.optional() })).optional(),
});
export const CobAnswerSchema = z.object({
  ...cobMoney,
  ...lenient(cobInfo),
  valor: z.object({ original: valor, ...lenient(cobValorInfo) }),
  pix: z.array(PixAnswerSchema.extend({ txid: CobTxidSchema.optional() })).optional(),
});
export type Cob = z.infer<typeof CobSchema>;
export type CobAnswer = z.infer<typeof CobAnswerSchema>;

/** components.schemas.Paginacao (in answers); all four required. Which pages there are decides which Pix are read. */
const paginacao = z.object({
  paginaAtual: z.int().nonnegative(),
  itensPorPagina: z.int().positive(),
  quantidadeDePaginas: z.int().positive(),
  quantidadeTotalDeItens: z.int().nonnegative(),
});

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/**
 * The query of GET /pix (paths./pix.get.parameters): inicio and fim required (Inicio, Fim),
 * paginacao.paginaAtual ≥ 0 (default 0), paginacao.itensPorPagina 1 to 1000 (default 100). The
 * PixConsultaInvalida violations are checked too: fim before inicio, cpf and cnpj together.
 */
export const PixListQuerySchema = z
  .strictObject({
    inicio: dateTime,
    fim: dateTime,
    txid: z.string().regex(PIX_TXID_PATTERN).optional(),
    txIdPresente: booleanQuery.optional(),
    devolucaoPresente: booleanQuery.optional(),
    cpf: z.string().regex(CPF_PATTERN).optional(),
    cnpj: z.string().regex(CNPJ_PATTERN).optional(),
    "paginacao.paginaAtual": z.coerce.number().pipe(z.int32().nonnegative()).default(0),
    "paginacao.itensPorPagina": z.coerce.number().pipe(z.int32().min(1).max(1000)).default(100),
  })
  .superRefine((query, ctx) => {
    if (Date.parse(query.fim) < Date.parse(query.inicio))
      ctx.addIssue({ code: "custom", path: ["fim"], message: "fim é anterior a inicio" });
    if (query.cpf && query.cnpj)
      ctx.addIssue({ code: "custom", path: ["cnpj"], message: "cpf e cnpj não podem ser usados ao mesmo tempo" });
  });
export type PixListQuery = z.infer<typeof PixListQuerySchema>;

const parametrosInfo = {
  inicio: dateTime,
  fim: dateTime,
  txid: z.string().regex(PIX_TXID_PATTERN).optional(),
  txIdPresente: z.boolean().optional(),
  devolucaoPresente: z.boolean().optional(),
  cpf: z.string().regex(CPF_PATTERN).optional(),
  cnpj: z.string().regex(CNPJ_PATTERN).optional(),
};

/**
 * components.schemas.PixConsultados, the answer to GET /pix, with parametros as
 * ParametrosConsultaPix. The yaml requires "parametros" and "cobs", a slip for "pix" (its only list
 * property, and the one its example getPix1 uses): "pix" is required here.
 */
export const PixListResponseSchema = z.object({
  parametros: z.object({ ...parametrosInfo, paginacao }),
  pix: z.array(PixSchema),
});
export const PixListAnswerSchema = z.object({
  parametros: z.object({ ...lenient(parametrosInfo), paginacao }),
  pix: z.array(PixAnswerSchema),
});
export type PixListResponse = z.infer<typeof PixListResponseSchema>;

/**
 * components.schemas.WebhookSolicitado, the body of PUT /webhook/{chave}; the callback is an HTTP POST, so http(s)
 * only.
 */
export const WebhookPutRequestSchema = z.strictObject({ webhookUrl: z.url({ protocol: /^https?$/ }) });
export type WebhookPutRequest = z.infer<typeof WebhookPutRequestSchema>;

/**
 * components.schemas.WebhookCompleto, the answer to GET /webhook/{chave}: required webhookUrl, cnpj
 * (the receiver's), criacao. Its example webhookResponse1 has `chave` instead of cnpj.
 */
export const WebhookSchema = z.object({
  webhookUrl: z.url(),
  cnpj: z.string().regex(CNPJ_PATTERN).optional(),
  criacao: dateTime,
  chave: chave.optional(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

/**
 * requestBodies.WebhookPixBody: what the PSP POSTs to `{webhookUrl}/pix` when Pix with a txid are
 * received or one of their devoluções reaches DEVOLVIDO or NAO_REALIZADO.
 */
export const WebhookNotificationSchema = z.object({ pix: z.array(PixSchema) });
export type WebhookNotification = z.infer<typeof WebhookNotificationSchema>;

/**
 * The `type` of every error: "https://pix.bcb.gov.br/api/v2/error/<TipoErro>" (info.description, "Tratamento de erros").
 */
export const PROBLEM_TYPE_PREFIX = "https://pix.bcb.gov.br/api/v2/error/";

/**
 * The error types the yaml lists that concern the parts above: the general ones and those of tags Cob, Pix and Webhook.
 */
export const PROBLEM_TYPES = [
  "RequisicaoInvalida",
  "AcessoNegado",
  "NaoEncontrado",
  "PermanentementeRemovido",
  "ErroInternoDoServidor",
  "ServicoIndisponivel",
  "IndisponibilidadePorTempoEsgotado",
  "CobNaoEncontrado",
  "CobOperacaoInvalida",
  "CobConsultaInvalida",
  "PixNaoEncontrado",
  "PixDevolucaoNaoEncontrada",
  "PixConsultaInvalida",
  "PixDevolucaoInvalida",
  "WebhookOperacaoInvalida",
  "WebhookNaoEncontrado",
] as const;
export type ProblemType = (typeof PROBLEM_TYPES)[number];

/** components.schemas.Violacao: every field optional. */
export const ViolacaoSchema = z.object({
  razao: z.string().optional(),
  propriedade: z.string().optional(),
  valor: z.string().optional(),
});
export type Violacao = z.infer<typeof ViolacaoSchema>;

/** components.schemas.Problema (RFC 7807, served as application/problem+json): required type, title, status. */
export const ProblemaSchema = z.object({
  type: z.url(),
  title: z.string(),
  status: z.int(),
  detail: z.string().optional(),
  correlationId: z.string().optional(),
  violacoes: z.array(ViolacaoSchema).optional(),
});
export type Problema = z.infer<typeof ProblemaSchema>;

/** The OAuth2 scopes (components.securitySchemes.OAuth2) of the operations above. */
export const API_PIX_SCOPES = [
  "cob.write",
  "cob.read",
  "pix.write",
  "pix.read",
  "webhook.write",
  "webhook.read",
] as const;
export type ApiPixScope = (typeof API_PIX_SCOPES)[number];
