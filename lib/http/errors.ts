import "#server-only";
import { z } from "@/lib/zod";
import { claimSingleCopy } from "@/lib/single-copy";

claimSingleCopy("lib/http/errors");

/** The closed table of error codes: every error response carries one of these. */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: "Os dados enviados são inválidos." },
  MALFORMED_JSON: { status: 400, message: "O corpo da requisição não é um JSON válido." },
  MALFORMED_MULTIPART: { status: 400, message: "O formulário enviado não é um multipart/form-data válido." },
  ENTERPRISE_ALREADY_APPROVED: { status: 400, message: "A empresa já está aprovada." },
  ENTERPRISE_NOT_PENDING: { status: 400, message: "Somente empresas em análise podem ser recusadas." },
  DOCUMENTS_MISSING: { status: 400, message: "Faltam documentos da empresa." },
  EMAIL_NOT_VERIFIED: {
    status: 400,
    message: "O vendedor ainda não confirmou o e-mail da conta: a empresa só é aprovada depois disso.",
  },
  UNAUTHORIZED: { status: 401, message: "Autenticação necessária." },
  INVALID_SIGNATURE: { status: 401, message: "Assinatura do provedor inválida." },
  INVALID_CREDENTIALS: { status: 401, message: "E-mail ou senha inválidos." },
  TOKEN_EXPIRED: { status: 401, message: "O token expirou." },
  TOTP_REQUIRED: { status: 401, message: "Informe o código de verificação em duas etapas." },
  TOTP_INVALID: { status: 401, message: "Código de verificação inválido ou já usado." },
  FORBIDDEN: { status: 403, message: "Você não tem permissão para esta operação." },
  SELLER_NOT_APPROVED: { status: 403, message: "Sua conta ainda não foi aprovada." },
  TOTP_ENROLMENT_REQUIRED: {
    status: 403,
    message:
      "Administradores precisam ativar a verificação em duas etapas antes de continuar: POST /api/v1/users/me/totp, ou a página /account/two-factor.",
  },
  NOT_FOUND: { status: 404, message: "Recurso não encontrado." },
  METHOD_NOT_ALLOWED: { status: 405, message: "Método não permitido." },
  CONFLICT: { status: 409, message: "O recurso já existe ou foi alterado." },
  EMAIL_ALREADY_EXISTS: { status: 409, message: "Já existe uma conta com este e-mail." },
  ENTERPRISE_ALREADY_EXISTS: { status: 409, message: "Você já cadastrou uma empresa." },
  CNPJ_ALREADY_REGISTERED: { status: 409, message: "Este CNPJ já está cadastrado por outra conta." },
  CUSTOMER_ALREADY_EXISTS: { status: 409, message: "Já existe um cliente com este documento." },
  ALREADY_MEMBER: { status: 409, message: "Esta pessoa já faz parte da equipe." },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: "Esta Idempotency-Key já foi usada com outro conteúdo." },
  INVITATION_INVALID: {
    status: 410,
    message: "Este convite não vale mais: expirou, foi cancelado ou já foi usado. Peça um novo a quem convidou.",
  },
  ACCOUNT_LINK_INVALID: {
    status: 410,
    message: "Este link é inválido, expirou ou já foi usado. Peça um novo.",
  },
  REQUEST_TIMEOUT: { status: 408, message: "A requisição demorou demais para chegar." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "O corpo da requisição é grande demais." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Tipo de conteúdo não suportado." },
  REQUEST_HEADERS_TOO_LARGE: { status: 431, message: "Os cabeçalhos da requisição são grandes demais." },
  LAST_ADMIN: { status: 422, message: "A plataforma precisa de pelo menos um administrador." },
  LAST_OWNER: { status: 422, message: "A conta precisa de pelo menos um proprietário." },
  ENTERPRISE_LOCKED: { status: 422, message: "Empresa aprovada não pode ser alterada. Fale com o suporte." },
  PAYMENT_LINK_INACTIVE: { status: 422, message: "Este link de pagamento está desativado." },
  PAYMENT_LINK_EXPIRED: { status: 422, message: "Este link de pagamento expirou." },
  PAYMENT_LINK_LIMIT_REACHED: { status: 422, message: "Este link atingiu o limite de pagamentos." },
  PAYMENT_LINK_LOCKED: {
    status: 422,
    message: "Este link já gerou cobranças: a descrição e o valor não podem mais mudar. Crie um novo link.",
  },
  FEES_EXCEED_AMOUNT: { status: 422, message: "As tarifas superam o valor do pagamento." },
  INVALID_STATUS_TRANSITION: { status: 422, message: "A operação não é permitida no estado atual." },
  INSUFFICIENT_BALANCE: { status: 422, message: "Saldo disponível insuficiente." },
  LIMIT_EXCEEDED: { status: 422, message: "Limite excedido." },
  PAYOUT_KEY_MISSING: { status: 422, message: "Cadastre uma chave PIX de saque antes de solicitar um saque." },
  PAYOUT_KEY_MISMATCH: { status: 422, message: "A chave informada não é a sua chave PIX de saque cadastrada." },
  PROVIDER_REJECTED: { status: 422, message: "O provedor PIX recusou a operação." },
  REFUND_EXCEEDS_PAYMENT: { status: 422, message: "O valor excede o que resta a devolver deste pagamento." },
  REFUND_WINDOW_CLOSED: { status: 422, message: "O prazo de 90 dias para devolver este PIX terminou." },
  RATE_LIMITED: { status: 429, message: "Muitas requisições. Tente novamente em instantes." },
  INTERNAL_ERROR: { status: 500, message: "Erro interno. Informe o requestId ao suporte." },
  PSP_INVALID_ANSWER: {
    status: 502,
    message:
      "O provedor PIX respondeu fora da especificação. A operação segue pendente e é conferida de novo automaticamente; repetir este pedido não a duplica.",
  },
  SERVICE_UNAVAILABLE: { status: 503, message: "Serviço temporariamente indisponível." },
  PSP_UNAVAILABLE: {
    status: 503,
    message: "O provedor PIX está temporariamente indisponível. Tente novamente em instantes.",
  },
  STORAGE_UNAVAILABLE: {
    status: 503,
    message: "O armazenamento de documentos está temporariamente indisponível. Tente novamente em instantes.",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export type ErrorDetail = { path: string; message: string };

/** What services throw; only the route wrapper turns it into a response. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const ErrorBodySchema = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string(),
  })
  .meta({ id: "Error", description: "The standard error shape of every endpoint." });

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: [...issue.path, key].join("."), message: "Campo não permitido" }))
      : [{ path: issue.path.join("."), message: issue.message }],
  );
}
