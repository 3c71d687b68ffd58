// PUT|GET|DELETE /webhook/{chave} (tag Webhook of the API Pix) and the notifications the PSP sends
// to `{webhookUrl}/pix`: of Pix received, and (as Efí does) of Pix sent from the key.
import http from "node:http";
import https from "node:https";
import { rootCertificates } from "node:tls";
import { getPixKeyInfo } from "@brazilian-utils/brazilian-utils";
import { WebhookPutRequestSchema, type Webhook, type WebhookNotification } from "@/lib/pix/api-pix/spec";
import type { Context } from "./context";
import { apiProblem, parseJsonBody, parseOr, type Reply } from "./http";

export function putWebhook(context: Context, chave: string, raw: string): Reply {
  if (chave.length > 77 || !getPixKeyInfo(chave)) {
    throw apiProblem("WebhookOperacaoInvalida", {
      violacoes: [
        { razao: "O parâmetro {chave} não corresponde a uma chave DICT válida.", propriedade: "chave", valor: chave },
      ],
    });
  }
  const { webhookUrl } = parseOr(
    WebhookPutRequestSchema,
    parseJsonBody(raw, "WebhookOperacaoInvalida", "webhook"),
    "WebhookOperacaoInvalida",
    "webhook",
  );
  context.state.webhooks[chave] = {
    chave,
    webhookUrl,
    criacao: context.state.webhooks[chave]?.criacao ?? new Date().toISOString(),
  };
  context.save();
  // The spec's 200 has no body.
  return { status: 200 };
}

function findWebhook(context: Context, chave: string) {
  const webhook = context.state.webhooks[chave];
  if (!webhook) throw apiProblem("WebhookNaoEncontrado");
  return webhook;
}

export function getWebhook(context: Context, chave: string): Reply {
  const { webhookUrl, criacao } = findWebhook(context, chave);
  const body: Webhook = { webhookUrl, chave, cnpj: context.settings.recebedor.cnpj, criacao };
  return { status: 200, body };
}

export function deleteWebhook(context: Context, chave: string): Reply {
  findWebhook(context, chave);
  delete context.state.webhooks[chave];
  context.save();
  return { status: 204 };
}

export type Notification = {
  at: string;
  url: string;
  /** API Pix's notification of Pix received, or Efí's of Pix sent (items with gnExtras.idEnvio). */
  body: WebhookNotification | { pix: Record<string, unknown>[] };
  outcome: "pending" | "delivered" | "failed" | "dropped";
  status?: number;
  error?: string;
};

const NOTIFICATION_TIMEOUT_MS = 5000;

/**
 * Sends notifications and records each in `log` (pending, then delivered or failed; dropped when
 * the switch says so). One attempt, no retries: the app is meant to poll for what it misses.
 * The spec protects this callback with mTLS; the stand-in posts without a client certificate, and
 * trusts the test CA besides the public ones for https receivers.
 */
export function createNotifier(caCert: string, log: Notification[], dropWebhooks: () => boolean) {
  const ca = [...rootCertificates, caCert];
  return (context: Context, chave: string, body: Notification["body"]) => {
    const webhook = context.state.webhooks[chave];
    if (!webhook) return;
    // The callback's path is "{$request.body#/webhookUrl}/pix": appended as written.
    const url = `${webhook.webhookUrl}/pix`;
    const entry: Notification = {
      at: new Date().toISOString(),
      url,
      body,
      outcome: dropWebhooks() ? "dropped" : "pending",
    };
    log.push(entry);
    if (entry.outcome === "dropped") return;
    const payload = JSON.stringify(entry.body);
    const target = new URL(url);
    const request = (target.protocol === "https:" ? https : http).request(target, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      timeout: NOTIFICATION_TIMEOUT_MS,
      ...(target.protocol === "https:" && { ca }),
    });
    request.on("response", (response) => {
      response.resume();
      entry.status = response.statusCode;
      entry.outcome = response.statusCode && response.statusCode < 300 ? "delivered" : "failed";
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => {
      entry.outcome = "failed";
      entry.error = error.message;
    });
    request.end(payload);
  };
}
