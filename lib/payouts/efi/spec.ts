import "#server-only";
// Efí's Pix sending API (dev.efipay.com.br/docs/api-pix/envio-pagamento-pix), which is no part of
// Banco Central's API Pix: PUT /v3/gn/pix/{idEnvio} and GET /v2/gn/pix/enviados[/id-envio/{idEnvio}],
// over the same OAuth2 + mutual TLS client. Written from Efí's documentation; the PSP stand-in
// (scripts/psp/) checks what it receives against the same schemas. As with API Pix, each answer has
// a second schema for reading it: strict on amounts, statuses and ids, lenient on the rest.
import { DevolucaoAnswerSchema, lenient, VALOR_PATTERN } from "@/lib/pix/api-pix/spec";
import { z } from "@/lib/zod";

/** Our id of a send: Efí's idEnvio is 1 to 35 letters and digits. */
export const ID_ENVIO_PATTERN = /^[a-zA-Z0-9]{1,35}$/;

/** The OAuth2 scopes of these operations at Efí: sending, and reading what was sent. */
export const EFI_PAYOUT_SCOPES = ["pix.send", "gn.pix.send.read"] as const;
export type EfiPayoutScope = (typeof EFI_PAYOUT_SCOPES)[number];

/** A Pix key as DICT holds it (an EVP is 36 characters, an e-mail at most 77). */
const ChaveSchema = z.string().min(1).max(77);
const ValorSchema = z.string().regex(VALOR_PATTERN);

export const EnvioStatusSchema = z.enum(["EM_PROCESSAMENTO", "REALIZADO", "NAO_REALIZADO"]);
export type EnvioStatus = z.infer<typeof EnvioStatusSchema>;

/** The body of PUT /v3/gn/pix/{idEnvio}: from our key (which must have a webhook at Efí) to the favorecido's. */
export const EnvioPutRequestSchema = z.strictObject({
  valor: ValorSchema,
  pagador: z.strictObject({ chave: ChaveSchema, infoPagador: z.string().max(140).optional() }),
  favorecido: z.strictObject({ chave: ChaveSchema }),
});
export type EnvioPutRequest = z.infer<typeof EnvioPutRequestSchema>;

const dateTime = z.iso.datetime({ offset: true });

const envioMoney = {
  idEnvio: z.string().regex(ID_ENVIO_PATTERN),
  e2eId: z.string().optional(),
  valor: ValorSchema,
  status: EnvioStatusSchema,
};
const envioHorario = { solicitacao: dateTime };

/** Its answer: the send as it stands now (EM_PROCESSAMENTO, mostly); the outcome comes by webhook. */
export const EnvioSchema = z.looseObject({ ...envioMoney, horario: z.looseObject(envioHorario) });
export const EnvioAnswerSchema = z.looseObject({
  ...envioMoney,
  ...lenient({ horario: z.looseObject(lenient(envioHorario)) }),
});
export type Envio = z.infer<typeof EnvioSchema>;
export type EnvioAnswer = z.infer<typeof EnvioAnswerSchema>;

/** Why a send was not made, in Efí's extras of a sent Pix. */
const GnExtrasSchema = z.looseObject({
  idEnvio: z.string().optional(),
  erro: z.looseObject({ codigo: z.string().optional(), motivo: z.string().optional() }).optional(),
});

const pixEnviadoMoney = {
  endToEndId: z.string().optional(),
  /** Absent for a Pix sent some other way than this API (Efí's app). */
  idEnvio: z.string().optional(),
  valor: ValorSchema,
  status: EnvioStatusSchema,
  /**
   * The devoluções the receiving bank made of this Pix (pacs.004), in API Pix's Devolucao shape, as a Pix received
   * carries its own: Efí documents that a send may come back ("devoluções recebidas") but not the field; the shape is
   * ours, see scripts/psp/README.md. Each is booked once by its rtrId, so the rtrId is read strictly here (present),
   * though not held to its pattern.
   */
  devolucoes: z.array(DevolucaoAnswerSchema.extend({ rtrId: z.string().min(1) })).optional(),
};
const pixEnviadoInfo = {
  chave: z.string().optional(),
  infoPagador: z.string().optional(),
  favorecido: z.looseObject({ chave: z.string().optional() }).optional(),
  gnExtras: GnExtrasSchema.optional(),
};
const pixEnviadoHorario = { solicitacao: dateTime, liquidacao: dateTime.optional() };

/** A sent Pix (GET /v2/gn/pix/enviados/id-envio/{idEnvio}, and each item of the list). */
export const PixEnviadoSchema = z.looseObject({
  ...pixEnviadoMoney,
  ...pixEnviadoInfo,
  horario: z.looseObject(pixEnviadoHorario),
});
export const PixEnviadoAnswerSchema = z.looseObject({
  ...pixEnviadoMoney,
  ...lenient({ ...pixEnviadoInfo, horario: z.looseObject(lenient(pixEnviadoHorario)) }),
});
export type PixEnviado = z.infer<typeof PixEnviadoSchema>;
export type PixEnviadoAnswer = z.infer<typeof PixEnviadoAnswerSchema>;

/** Which pages there are decides which sends are read: as strict as the sends. */
const paginacao = z.looseObject({
  paginaAtual: z.int(),
  itensPorPagina: z.int(),
  quantidadeDePaginas: z.int(),
  quantidadeTotalDeItens: z.int(),
});
const parametrosInfo = { inicio: z.string(), fim: z.string() };

export const PixEnviadoListSchema = z.looseObject({
  parametros: z.looseObject({ ...parametrosInfo, paginacao }),
  pix: z.array(PixEnviadoSchema),
});
export const PixEnviadoListAnswerSchema = z.looseObject({
  parametros: z.looseObject({ ...lenient(parametrosInfo), paginacao }),
  pix: z.array(PixEnviadoAnswerSchema),
});
export type PixEnviadoList = z.infer<typeof PixEnviadoListSchema>;

/** Efí's error body on its own APIs (not API Pix's problem+json). */
export const EfiErrorSchema = z.looseObject({ nome: z.string(), mensagem: z.string() });
export type EfiError = z.infer<typeof EfiErrorSchema>;
