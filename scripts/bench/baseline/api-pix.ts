// The baseline's API Pix: what any server calling a PSP needs and nothing more. Mutual TLS over a keep-alive pool
// (undici's Agent, as the project's client), one OAuth2 token reused until it nears its expiry, JSON in and out, no
// schema checks, retries or breaker; then the same calls as the project's adapter (lib/pix/api-pix/provider.ts).
import { timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { createSecureContext, rootCertificates } from "node:tls";
import type pg from "pg";
import { Agent } from "undici";
import { centsToDecimal, parseReais } from "@/lib/money";
import { HttpError } from "./payment-row";
import { type ChargeIssuer, settleOnce } from "./writes";

export type PspCall = <T>(method: "GET" | "PUT", path: string, body?: unknown) => Promise<T>;

/** Calls to the PSP of the API Pix settings (lib/env.ts's PIX_*, PEM identity). */
export function pspFromEnv(env: NodeJS.ProcessEnv): PspCall {
  const agent = new Agent({
    connect: {
      // As the project's: one context for every connection, with the system's roots and the PSP's CA.
      secureContext: createSecureContext({
        cert: readFileSync(env.PIX_CERT_FILE!, "utf8"),
        key: readFileSync(env.PIX_KEY_FILE!, "utf8"),
        ca: [...rootCertificates, readFileSync(env.PIX_CA_FILE!, "utf8")],
      }),
      timeout: 5_000,
    },
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  const exchange = async (method: "GET" | "PUT" | "POST", url: URL, headers: Record<string, string>, body?: string) => {
    const answer = await agent.request({ origin: url.origin, path: url.pathname + url.search, method, headers, body });
    return { status: answer.statusCode, text: await answer.body.text() };
  };
  const basic = Buffer.from(`${env.PIX_CLIENT_ID}:${env.PIX_CLIENT_SECRET}`).toString("base64");
  let token: { value: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const bearer = () => {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    pending ??= exchange(
      "POST",
      new URL(env.PIX_OAUTH_URL!),
      {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      "grant_type=client_credentials",
    )
      .then(({ status, text }) => {
        if (status !== 200) throw new HttpError(503, "PSP_UNAVAILABLE");
        const answer = JSON.parse(text) as { access_token: string; expires_in: number };
        token = { value: answer.access_token, renewAt: Date.now() + answer.expires_in * 500 };
        return token.value;
      })
      .finally(() => (pending = undefined));
    return pending;
  };
  return async <T>(method: "GET" | "PUT", path: string, body?: unknown) => {
    const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${await bearer()}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    const answer = await exchange(
      method,
      new URL(env.PIX_API_URL + path),
      headers,
      body === undefined ? undefined : JSON.stringify(body),
    );
    if (answer.status >= 300) throw new HttpError(502, "PSP_ERROR");
    return JSON.parse(answer.text) as T;
  };
}

/** Charges as the adapter's createCharge makes them: PUT /cob/{txid}, the txid the payment id's hex digits. */
export function apiPixCharges(psp: PspCall, receiverKey: string): ChargeIssuer {
  return {
    provider: "api-pix",
    txid: (paymentId) => paymentId.replaceAll("-", ""),
    issue: async ({ txid, createdAt, payload }) => {
      const { payer } = payload;
      const cob = await psp<{ txid: string; pixCopiaECola: string }>("PUT", `/cob/${txid}`, {
        calendario: { expiracao: Math.round((Date.parse(payload.expiresAt) - createdAt.getTime()) / 1000) },
        devedor:
          payer.documentType === "CPF"
            ? { cpf: payer.documentNumber, nome: payer.name }
            : { cnpj: payer.documentNumber, nome: payer.name },
        valor: { original: centsToDecimal(payload.amount) },
        chave: receiverKey,
        ...(payload.description !== null && { solicitacaoPagador: payload.description.slice(0, 140) }),
      });
      return { chargeId: cob.txid, qrCode: cob.pixCopiaECola };
    },
  };
}

type Pix = { endToEndId: string; txid?: string; valor: string; horario: string };

/**
 * The PSP's notification at our secret URL: each Pix named read back (GET /pix/{e2eid}) and settled once under its
 * end-to-end id, as receivePixNotification and settleReceivedPix do.
 */
export async function receivePixNotification(
  pool: pg.Pool,
  appUrl: string,
  psp: PspCall,
  secrets: { given: string; expected: string },
  rawBody: string,
) {
  const [given, expected] = [Buffer.from(secrets.given), Buffer.from(secrets.expected)];
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new HttpError(401, "INVALID_SIGNATURE");
  const { pix: notified } = JSON.parse(rawBody) as { pix: { endToEndId: string }[] };
  if (!Array.isArray(notified) || notified.length === 0 || notified.length > 100)
    throw new HttpError(400, "VALIDATION_FAILED");
  const outcomes: { endToEndId: string; outcome: string }[] = [];
  for (const { endToEndId } of notified) {
    const pix = await psp<Pix>("GET", `/pix/${encodeURIComponent(endToEndId)}`);
    const received = {
      endToEndId: pix.endToEndId,
      txid: pix.txid ?? null,
      amount: parseReais(pix.valor)!,
      paidAt: new Date(pix.horario),
      refunds: [],
    };
    const outcome = await settleOnce(
      pool,
      appUrl,
      {
        provider: "api-pix",
        eventId: `pix:${pix.endToEndId}`,
        type: "pix.received",
        reference: pix.txid ?? "",
        payload: JSON.stringify(received),
      },
      { by: "txid", amount: received.amount, paidAt: received.paidAt, endToEndId: pix.endToEndId },
    );
    outcomes.push({ endToEndId, outcome });
  }
  return { received: notified.length, outcomes };
}
