import "#server-only";
// Efí's Pix sending API (dev.efipay.com.br/docs/api-pix/envio-pagamento-pix), which is no part of
// Banco Central's API Pix: PUT /v3/gn/pix/{idEnvio} and GET /v2/gn/pix/enviados[/id-envio/{idEnvio}],
// over the same OAuth2 + mutual TLS client. Written from Efí's documentation; the PSP stand-in
// (scripts/psp/) checks what it receives against the same schemas.
import { DevolucaoSchema, VALOR_PATTERN } from "@/lib/pix/api-pix/spec";
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

/** Its answer: the send as it stands now (EM_PROCESSAMENTO, mostly); the outcome comes by webhook. */
export const EnvioSchema = z.looseObject({
  idEnvio: z.string().regex(ID_ENVIO_PATTERN),
  e2eId: z.string().optional(),
  valor: ValorSchema,
  horario: z.looseObject({ solicitacao: z.iso.datetime({ offset: true }) }),
  status: EnvioStatusSchema,
});
export type Envio = z.infer<typeof EnvioSchema>;

/** Why a send was not made, in Efí's extras of a sent Pix. */
const GnExtrasSchema = z.looseObject({
  idEnvio: z.string().optional(),
  erro: z.looseObject({ codigo: z.string().optional(), motivo: z.string().optional() }).optional(),
});

/** A sent Pix (GET /v2/gn/pix/enviados/id-envio/{idEnvio}, and each item of the list). */
export const PixEnviadoSchema = z.looseObject({
  endToEndId: z.string().optional(),
  /** Absent for a Pix sent some other way than this API (Efí's app). */
  idEnvio: z.string().optional(),
  valor: ValorSchema,
  chave: z.string().optional(),
  status: EnvioStatusSchema,
  infoPagador: z.string().optional(),
  horario: z.looseObject({
    solicitacao: z.iso.datetime({ offset: true }),
    liquidacao: z.iso.datetime({ offset: true }).optional(),
  }),
  favorecido: z.looseObject({ chave: z.string().optional() }).optional(),
  gnExtras: GnExtrasSchema.optional(),
  /**
   * The devoluções the receiving bank made of this Pix (pacs.004), in API Pix's Devolucao shape, as a Pix received
   * carries its own: Efí documents that a send may come back ("devoluções recebidas") but not the field; the shape is
   * ours, see scripts/psp/README.md.
   */
  devolucoes: z.array(DevolucaoSchema).optional(),
});
export type PixEnviado = z.infer<typeof PixEnviadoSchema>;

export const PixEnviadoListSchema = z.looseObject({
  parametros: z.looseObject({
    inicio: z.string(),
    fim: z.string(),
    paginacao: z.looseObject({
      paginaAtual: z.int(),
      itensPorPagina: z.int(),
      quantidadeDePaginas: z.int(),
      quantidadeTotalDeItens: z.int(),
    }),
  }),
  pix: z.array(PixEnviadoSchema),
});
export type PixEnviadoList = z.infer<typeof PixEnviadoListSchema>;

/** Efí's error body on its own APIs (not API Pix's problem+json). */
export const EfiErrorSchema = z.looseObject({ nome: z.string(), mensagem: z.string() });
export type EfiError = z.infer<typeof EfiErrorSchema>;
