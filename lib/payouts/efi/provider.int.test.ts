// EfiPayoutProvider against the PSP stand-in over mutual TLS: how it reads Efí's answers when they
// stray from the documentation.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "@/lib/log";
import { PspInvalidAnswerError } from "@/lib/pix/api-pix/errors";
import { ApiPixClient } from "@/lib/pix/api-pix/http-client";
import { ApiPixProvider } from "@/lib/pix/api-pix/provider";
import { type PspStandIn, startPspStandIn } from "@/scripts/psp/stand-in";
import { pspRequest, startWebhookReceiver, type Tls } from "@/scripts/psp/testing";
import type { PayoutRequest } from "../provider";
import { EfiPayoutProvider } from "./provider";

const PAYER_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
let psp: PspStandIn;
let tls: Tls;
let client: ApiPixClient;
let provider: EfiPayoutProvider;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  psp = await startPspStandIn({ payoutDelayMs: 50 });
  tls = { ca: psp.pki.caCert, cert: psp.pki.clientCert, key: psp.pki.clientKey };
  client = new ApiPixClient({
    baseUrl: psp.url,
    tokenUrl: psp.tokenUrl,
    clientId: psp.clientId,
    clientSecret: psp.clientSecret,
    identity: { cert: psp.pki.clientCert, key: psp.pki.clientKey, ca: [psp.pki.caCert] },
    retryInitialDelayMs: 10,
    logger: createLogger("silent"),
  });
  provider = new EfiPayoutProvider(client, { payerKey: PAYER_KEY });
  // Efí sends only from a key with a webhook.
  receiver = await startWebhookReceiver();
  await new ApiPixProvider(client, { receiverKey: PAYER_KEY }).registerWebhook(receiver.url);
});

beforeEach(async () => {
  await control("POST", "/reset");
});

afterAll(async () => {
  await client.close();
  await receiver.close();
  await psp.close();
});

const control = (method: string, path: string, json?: unknown) =>
  pspRequest(tls, method, `${psp.controlUrl}${path}`, { json });
const offSpec = (path: string, value: unknown, failMatch: string) =>
  control("PUT", "/switches", { offSpec: { path, value }, failMatch });

const payout = (): PayoutRequest => ({
  withdrawalId: randomUUID(),
  amount: 1234,
  pixKey: "fulano@example.com",
  pixKeyType: "EMAIL",
});

async function invalidAnswer(promise: Promise<unknown>, field: string) {
  const error = await promise.then(
    () => expect.unreachable("the call succeeded"),
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(PspInvalidAnswerError);
  expect(error).toMatchObject({ code: "PSP_INVALID_ANSWER", status: 502, fields: [field] });
}

describe("Efí's answers off its documentation", () => {
  it("are read past an odd time or extras, and refused in an amount, a status or an idEnvio", async () => {
    const request = payout();
    await offSpec("horario.solicitacao", "hoje", "^PUT /v3/gn/pix/");
    const before = Date.now();
    const sent = await provider.sendPayout(request);
    expect(sent).toMatchObject({ amount: 1234, status: "PROCESSING" });
    expect(sent.requestedAt.getTime()).toBeGreaterThanOrEqual(before);
    for (const [field, value] of [
      ["valor", "12.3"],
      ["status", "ENVIADO"],
      ["idEnvio", "id-de-outro-envio!"],
    ]) {
      await offSpec(field!, value, "^PUT /v3/gn/pix/");
      await invalidAnswer(provider.sendPayout(request), field!);
    }

    await offSpec("gnExtras", "sem extras", "^GET /v2/gn/pix/enviados/id-envio/");
    expect(await provider.getPayout(request.withdrawalId)).toMatchObject({ amount: 1234 });
    await offSpec("valor", 12.34, "^GET /v2/gn/pix/enviados/id-envio/");
    await invalidAnswer(provider.getPayout(request.withdrawalId), "valor");

    const window = [new Date(Date.now() - 60_000), new Date()] as const;
    await offSpec("parametros.inicio", 0, "^GET /v2/gn/pix/enviados$");
    expect((await provider.listSentPayouts(...window)).length).toBeGreaterThan(0);
    await offSpec("parametros.paginacao.quantidadeDePaginas", "1", "^GET /v2/gn/pix/enviados$");
    await invalidAnswer(provider.listSentPayouts(...window), "parametros.paginacao.quantidadeDePaginas");
  });
});
