import "#server-only";
import { lookup } from "node:dns/promises";
import type { LookupAddress } from "node:dns";
import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";

/** Only globally routable unicast addresses may receive webhooks. */
function isPublicAddress(address: string): boolean {
  const parsed = ipaddr.process(address);
  return parsed.range() === "unicast";
}

function allowlisted(host: string): boolean {
  return env().WEBHOOK_ALLOWED_HOSTS.includes(host.toLowerCase().replace(/^\[|\]$/g, ""));
}

export class UnsafeWebhookTarget extends Error {}

/**
 * Checks an address the socket is about to use (also after DNS, so a rebinding name cannot slip
 * through). The allowlist names hosts as written in the URL, never what a name resolves to.
 */
export function assertAllowedAddress(host: string, address: string) {
  if (allowlisted(host)) return;
  if (!isPublicAddress(address)) throw new UnsafeWebhookTarget(`${host} resolves to a non-public address`);
}

/** A target a webhook may be registered for: https in production, no credentials, public addresses only. */
export async function checkWebhookUrl(raw: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Informe uma URL completa, como https://exemplo.com.br/webhook";
  }
  const httpsOnly = env().NODE_ENV === "production";
  if (url.protocol !== "https:" && (httpsOnly || url.protocol !== "http:"))
    return httpsOnly ? "Use uma URL https" : "Use uma URL http ou https";
  if (url.username || url.password) return "A URL não pode conter usuário ou senha";
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ""), { all: true });
  } catch {
    return "Não foi possível resolver o endereço";
  }
  try {
    for (const { address } of addresses) assertAllowedAddress(url.hostname, address);
  } catch {
    return "Endereços privados, locais ou de loopback não são permitidos";
  }
  return null;
}
