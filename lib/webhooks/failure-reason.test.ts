import { describe, expect, it } from "vitest";
import { deliveryFailureReason } from "./failure-reason";

const network = (errorCode: string | null, error = "") => deliveryFailureReason({ statusCode: null, errorCode, error });
const answered = (statusCode: number) => deliveryFailureReason({ statusCode, errorCode: null, error: null });

describe("deliveryFailureReason", () => {
  it("has nothing to say about a delivery that succeeded or was not tried yet", () => {
    expect(answered(200)).toBeNull();
    expect(answered(204)).toBeNull();
    expect(deliveryFailureReason({ statusCode: null, errorCode: null, error: null })).toBeNull();
  });

  it("says in words why the connection failed", () => {
    expect(network("ENOTFOUND", "getaddrinfo ENOTFOUND loja.invalid")).toMatch(/^Endereço não encontrado/);
    expect(network("EAI_AGAIN")).toMatch(/DNS/);
    expect(network("ECONNREFUSED", "connect ECONNREFUSED 203.0.113.9:443")).toMatch(/^Conexão recusada/);
    expect(network("ECONNRESET")).toMatch(/encerrou a conexão/);
    expect(network("ETIMEDOUT")).toMatch(/não respondeu em 10 segundos/);
    expect(network("EHOSTUNREACH")).toMatch(/inacessível/);
    expect(network("UNSAFE_ADDRESS")).toMatch(/rede privada ou local/);
    expect(network("ENDPOINT_REMOVED")).toMatch(/removido ou desativado/);
  });

  it("names the certificate's problem, and calls any other TLS failure a failed secure connection", () => {
    expect(network("CERT_HAS_EXPIRED")).toMatch(/certificado HTTPS do endpoint expirou/);
    expect(network("DEPTH_ZERO_SELF_SIGNED_CERT")).toMatch(/autoassinado/);
    expect(network("SELF_SIGNED_CERT_IN_CHAIN")).toMatch(/autoassinado/);
    expect(network("UNABLE_TO_VERIFY_LEAF_SIGNATURE")).toMatch(/não pôde ser verificado/);
    expect(network("ERR_TLS_CERT_ALTNAME_INVALID")).toMatch(/não vale para o nome/);
    expect(network("CERT_NOT_YET_VALID")).toMatch(/ainda não é válido/);
    expect(network("CERT_REVOKED")).toMatch(/certificado HTTPS do endpoint foi recusado/);
    expect(network("EPROTO")).toMatch(/conexão segura \(TLS\)/);
    expect(network("ERR_SSL_WRONG_VERSION_NUMBER")).toMatch(/conexão segura \(TLS\)/);
  });

  it("reads the code out of the message of a delivery recorded before codes were kept", () => {
    expect(network(null, "getaddrinfo ENOTFOUND loja.invalid")).toMatch(/^Endereço não encontrado/);
    expect(network(null, "connect ECONNREFUSED 127.0.0.1:9")).toMatch(/^Conexão recusada/);
    expect(network(null, "timed out after 10 s")).toMatch(/não respondeu em 10 segundos/);
    expect(network(null, "endpoint removido")).toMatch(/removido ou desativado/);
    expect(network(null, "loja.example resolves to a non-public address")).toMatch(/rede privada ou local/);
    expect(network(null, "something odd")).toBe("Não foi possível entregar o evento ao endpoint.");
  });

  it("explains what an HTTP answer other than 2xx means", () => {
    expect(answered(301)).toMatch(/redirecionamento \(HTTP 301\)/);
    expect(answered(400)).toMatch(/recusou o evento \(HTTP 400\)/);
    expect(answered(401)).toMatch(/autorização \(HTTP 401\)/);
    expect(answered(403)).toMatch(/autorização \(HTTP 403\)/);
    expect(answered(404)).toMatch(/caminho não existe \(HTTP 404\)/);
    expect(answered(405)).toMatch(/não aceita POST \(HTTP 405\)/);
    expect(answered(413)).toMatch(/grande demais \(HTTP 413\)/);
    expect(answered(429)).toMatch(/diminuir o ritmo \(HTTP 429\)/);
    expect(answered(418)).toMatch(/recusou o evento \(HTTP 418\)/);
    expect(answered(500)).toMatch(/erro interno \(HTTP 500\)/);
    expect(answered(503)).toMatch(/indisponível \(HTTP 503\)/);
    expect(answered(599)).toMatch(/erro \(HTTP 599\)/);
    expect(answered(101)).toMatch(/HTTP 101/);
  });
});
