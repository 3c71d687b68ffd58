import "#server-only";

/** How long an endpoint has to answer a delivery. */
export const DELIVERY_TIMEOUT_SECONDS = 10;

/** Codes of our own for failures that are not a Node error: the guard's refusal, an endpoint gone. */
export const UNSAFE_ADDRESS = "UNSAFE_ADDRESS";
export const ENDPOINT_REMOVED = "ENDPOINT_REMOVED";

const TLS_FAILURE =
  "A conexão segura (TLS) com o endpoint falhou. Confira se a URL usa https numa porta em que o servidor atende HTTPS.";

const NETWORK_REASONS: Record<string, string> = {
  ENOTFOUND:
    "Endereço não encontrado: o nome do servidor na URL não existe no DNS. Confira se a URL está escrita corretamente.",
  EAI_AGAIN: "Não foi possível consultar o endereço do servidor no DNS agora. Tentaremos de novo.",
  ECONNREFUSED:
    "Conexão recusada: o servidor foi encontrado, mas nada atende nessa porta. Confira se o serviço está no ar e a " +
    "porta da URL.",
  ECONNRESET: "O servidor do endpoint encerrou a conexão antes de responder.",
  EPIPE: "O servidor do endpoint encerrou a conexão antes de responder.",
  ETIMEDOUT: `O endpoint não respondeu em ${DELIVERY_TIMEOUT_SECONDS} segundos.`,
  EHOSTUNREACH: "O servidor do endpoint está inacessível pela rede.",
  ENETUNREACH: "O servidor do endpoint está inacessível pela rede.",
  [UNSAFE_ADDRESS]:
    "O endereço do endpoint passou a apontar para uma rede privada ou local, para onde não enviamos eventos.",
  [ENDPOINT_REMOVED]: "O endpoint foi removido ou desativado.",
  CERT_HAS_EXPIRED: "O certificado HTTPS do endpoint expirou. Renove o certificado do servidor.",
  CERT_NOT_YET_VALID: "O certificado HTTPS do endpoint ainda não é válido (confira a data do servidor).",
  DEPTH_ZERO_SELF_SIGNED_CERT:
    "O certificado HTTPS do endpoint é autoassinado; aceitamos apenas certificados emitidos por uma autoridade " +
    "reconhecida.",
  SELF_SIGNED_CERT_IN_CHAIN:
    "O certificado HTTPS do endpoint é autoassinado; aceitamos apenas certificados emitidos por uma autoridade " +
    "reconhecida.",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    "O certificado HTTPS do endpoint não pôde ser verificado: falta a cadeia intermediária no servidor ou a " +
    "autoridade que o emitiu não é reconhecida.",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
    "O certificado HTTPS do endpoint não pôde ser verificado: falta a cadeia intermediária no servidor ou a " +
    "autoridade que o emitiu não é reconhecida.",
  ERR_TLS_CERT_ALTNAME_INVALID: "O certificado HTTPS do endpoint não vale para o nome do servidor na URL.",
  EPROTO: TLS_FAILURE,
};

/** The code a delivery recorded before codes were kept carries in its message ("getaddrinfo ENOTFOUND loja.com"). */
function codeInMessage(message: string): string | null {
  if (/^timed out after/.test(message)) return "ETIMEDOUT";
  if (message === "endpoint removido") return ENDPOINT_REMOVED;
  if (/resolves to a non-public address$/.test(message)) return UNSAFE_ADDRESS;
  return /\b(E[A-Z_]{3,}|ERR_[A-Z_]+)\b/.exec(message)?.[1] ?? null;
}

function networkReason(code: string | null): string {
  if (code && NETWORK_REASONS[code]) return NETWORK_REASONS[code];
  if (code && /CERT/.test(code)) return "O certificado HTTPS do endpoint foi recusado.";
  if (code && /^ERR_(SSL|TLS)_/.test(code)) return TLS_FAILURE;
  return "Não foi possível entregar o evento ao endpoint.";
}

function httpReason(status: number): string {
  const http = `(HTTP ${status})`;
  if (status >= 300 && status < 400)
    return `O endpoint respondeu com um redirecionamento ${http}, e não seguimos redirecionamentos: cadastre a URL final.`;
  if (status === 401 || status === 403)
    return (
      `O endpoint recusou o evento por falta de autorização ${http}. Ele deve aceitar a requisição sem login e ` +
      "conferir o cabeçalho webhook-signature."
    );
  if (status === 404) return `O endpoint respondeu que o caminho não existe ${http}. Confira o caminho da URL.`;
  if (status === 405) return `O endereço não aceita POST ${http}. Confira o caminho da URL.`;
  if (status === 413) return `O endpoint achou o evento grande demais ${http}.`;
  if (status === 429) return `O endpoint pediu para diminuir o ritmo ${http}. Tentaremos de novo mais tarde.`;
  if (status >= 400 && status < 500) return `O endpoint recusou o evento ${http}.`;
  if (status === 500) return `O servidor do endpoint teve um erro interno ${http}.`;
  if (status === 502 || status === 503 || status === 504) return `O servidor do endpoint estava indisponível ${http}.`;
  if (status >= 500) return `O servidor do endpoint respondeu com um erro ${http}.`;
  return `O endpoint respondeu ${http}, o que não confirma o recebimento.`;
}

/**
 * Why a delivery's last attempt failed, in the seller's words; null when it succeeded or was not tried. The technical
 * code and message stay with the delivery for support.
 */
export function deliveryFailureReason(last: {
  statusCode: number | null;
  errorCode: string | null;
  error: string | null;
}): string | null {
  if (last.statusCode !== null)
    return last.statusCode >= 200 && last.statusCode < 300 ? null : httpReason(last.statusCode);
  if (last.errorCode === null && !last.error) return null;
  return networkReason(last.errorCode ?? codeInMessage(last.error ?? ""));
}
