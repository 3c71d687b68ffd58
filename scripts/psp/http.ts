// Replies and errors of the PSP stand-in: every API error is the spec's Problema, served as
// application/problem+json, with the type, status and title the yaml gives the error.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PROBLEM_TYPE_PREFIX, type ProblemType, type Problema, type Violacao } from "@/lib/pix/api-pix/spec";
import type { z } from "@/lib/zod";

export type Reply = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never sent: the connection is held open. */ hang?: boolean;
};

/** Status, title and detail per error type: the detail is the yaml's "Significado", the titles follow its examples. */
const PROBLEMS: Partial<Record<ProblemType, [status: number, title: string, detail: string]>> = {
  RequisicaoInvalida: [400, "Requisição inválida.", "Requisição inválida."],
  AcessoNegado: [403, "Acesso Negado", "Requisição de participante autenticado que viola alguma regra de autorização."],
  NaoEncontrado: [404, "Não Encontrado", "Entidade não encontrada."],
  ErroInternoDoServidor: [500, "Erro Interno do Servidor", "Condição inesperada ao processar requisição."],
  ServicoIndisponivel: [
    503,
    "Serviço Indisponível",
    "Serviço não está disponível no momento. Serviço solicitado pode estar em manutenção ou fora da janela de funcionamento.",
  ],
  CobNaoEncontrado: [404, "Cobrança não encontrada.", "Cobrança não encontrada para o txid informado."],
  CobOperacaoInvalida: [
    400,
    "Cobrança inválida.",
    "A requisição que busca alterar ou criar uma cobrança para pagamento imediato não respeita o _schema_ ou está semanticamente errada.",
  ],
  CobConsultaInvalida: [
    400,
    "Consulta inválida.",
    "Os parâmetros de consulta à cobrança para pagamento imediato não respeitam o _schema_ ou não fazem sentido semanticamente.",
  ],
  PixNaoEncontrado: [404, "Pix não encontrado.", "Pix não encontrado para o e2eid informado."],
  PixDevolucaoNaoEncontrada: [
    404,
    "Devolução não encontrada.",
    "Devolução representada por {id} não encontrada para o e2eid informado.",
  ],
  PixConsultaInvalida: [
    400,
    "Consulta inválida.",
    "Os parâmetros de consulta à lista de pix recebidos não respeitam o schema ou não fazem sentido semanticamente.",
  ],
  PixDevolucaoInvalida: [
    400,
    "Devolução inválida.",
    "A presente requisição de devolução não respeita o _schema_ ou não faz sentido semanticamente.",
  ],
  WebhookOperacaoInvalida: [
    400,
    "Webhook inválido.",
    "A presente requisição busca criar um webhook sem respeitar o _schema_ ou, ainda, com sentido semanticamente inválido.",
  ],
  WebhookNaoEncontrado: [
    404,
    "Webhook não encontrado.",
    "O webhook denotado por {chave} não encontra-se estabelecido.",
  ],
};

/** Thrown by handlers; the dispatcher turns it into the reply. */
export class ProblemError extends Error {
  constructor(readonly problem: Problema) {
    super(problem.title);
  }
}

export function apiProblem(
  type: ProblemType,
  extra: { status?: number; detail?: string; violacoes?: Violacao[] } = {},
): ProblemError {
  const [status, title, detail] = PROBLEMS[type] ?? [400, type, type];
  return new ProblemError({
    type: `${PROBLEM_TYPE_PREFIX}${type}`,
    title,
    status: extra.status ?? status,
    detail: extra.detail ?? detail,
    correlationId: randomUUID(),
    ...(extra.violacoes?.length ? { violacoes: extra.violacoes } : {}),
  });
}

/** Errors of the control endpoints, which are ours and not API Pix: same format, our own type names. */
export function controlProblem(status: number, name: string, detail: string, violacoes?: Violacao[]): ProblemError {
  return new ProblemError({
    type: `urn:psp-stand-in:error:${name}`,
    title: name,
    status,
    detail,
    ...(violacoes?.length ? { violacoes } : {}),
  });
}

export function problemReply({ problem }: ProblemError, headers?: Record<string, string>): Reply {
  return { status: problem.status, body: problem, headers: { "content-type": "application/problem+json", ...headers } };
}

function valueAt(input: unknown, path: PropertyKey[]): string | undefined {
  const value = path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
  return ["string", "number", "boolean"].includes(typeof value) ? String(value) : undefined;
}

/** One violação per zod issue, naming the property as the spec's examples do ("cob.valor.original"). */
export function violacoesOf(error: z.ZodError, input: unknown, prefix: string): Violacao[] {
  return error.issues.flatMap((issue) => {
    const propriedade = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        razao: `A propriedade ${key} não faz parte do _schema_.`,
        propriedade: `${propriedade}.${key}`.replace(/^\./, ""),
      }));
    }
    const valor = valueAt(input, issue.path);
    return [
      {
        razao: `O campo ${propriedade} não respeita o _schema_: ${issue.message}`,
        propriedade,
        ...(valor === undefined ? {} : { valor }),
      },
    ];
  });
}

/** Parses `input` with `schema`, or throws the endpoint's error type with one violação per issue. */
export function parseOr<S extends z.ZodType>(
  schema: S,
  input: unknown,
  type: ProblemType,
  prefix: string,
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw apiProblem(type, { violacoes: violacoesOf(result.error, input, prefix) });
  return result.data;
}

export function parseJsonBody(raw: string, type: ProblemType, prefix: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw apiProblem(type, {
      violacoes: [{ razao: "O corpo da requisição não é um JSON válido.", propriedade: prefix }],
    });
  }
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function send(res: ServerResponse, reply: Reply): void {
  const headers = { ...reply.headers };
  if (reply.body === undefined) {
    res.writeHead(reply.status, headers).end();
    return;
  }
  res.writeHead(reply.status, { "content-type": "application/json", ...headers }).end(JSON.stringify(reply.body));
}
