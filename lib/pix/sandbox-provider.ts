import "#server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { z } from "@/lib/zod";
import { buildBrCode } from "./br-code";
import type {
  Charge,
  ChargeRequest,
  ChargeState,
  PixProvider,
  ProviderEvent,
  ReceivedPix,
  RefundOutcome,
} from "./provider";

/** The random (EVP) PIX key the sandbox pretends to receive on. */
const SANDBOX_PIX_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
const SIGNATURE_HEADER = "x-sandbox-signature";
const TOLERANCE_SECONDS = 5 * 60;

const eventBase = { id: z.string().min(1).max(100), amount: z.number().int().positive(), occurredAt: z.iso.datetime() };

const SandboxEventSchema = z.discriminatedUnion("type", [
  z.object({
    ...eventBase,
    type: z.enum(["charge.pending", "charge.paid", "charge.expired"]),
    chargeId: z.string().min(1).max(100),
  }),
  z.object({
    ...eventBase,
    type: z.enum(["payout.completed", "payout.failed"]),
    payoutId: z.string().min(1).max(100),
    reason: z.string().max(300).optional(),
  }),
]);

type SandboxEvent = z.infer<typeof SandboxEventSchema>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function sign(secret: string, timestamp: number, rawBody: string) {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/**
 * A provider that issues real BR Codes and settles only through signed callbacks, like a real
 * one; "the buyer paid" is said through the sandbox control endpoints.
 */
export class SandboxProvider implements PixProvider {
  readonly name = "sandbox";

  async createCharge(request: ChargeRequest): Promise<Charge> {
    const qrCode = buildBrCode({
      pixKey: SANDBOX_PIX_KEY,
      merchantName: request.merchantName,
      merchantCity: request.merchantCity,
      amount: request.amount,
      // A static BR Code's txid holds at most 25 characters.
      txid: request.txid.slice(0, 25),
    });
    // Derived from the txid, as a real provider's charge is found by it: a repeat is the same charge.
    return { chargeId: `sbx_${request.txid}`, qrCode };
  }

  // The sandbox's charges are settled only by its signed callbacks (sent by its control endpoints,
  // which check our payment's status), so there is nothing to ask it about them.
  async cancelCharge(): Promise<ChargeState> {
    return { status: "REMOVED" };
  }

  async getCharge(): Promise<ChargeState> {
    return { status: "ACTIVE" };
  }

  async getReceivedPix(): Promise<ReceivedPix | null> {
    return null;
  }

  async listReceivedPix(): Promise<ReceivedPix[]> {
    return [];
  }

  // The sandbox holds no real money: a refund is done as soon as it is asked for.
  async requestRefund(): Promise<RefundOutcome> {
    return { status: "DONE", at: new Date() };
  }

  async getRefund(): Promise<RefundOutcome> {
    return { status: "DONE", at: new Date() };
  }

  /** A signed callback as the sandbox would send it. */
  signedCallback(event: DistributiveOmit<SandboxEvent, "id" | "occurredAt">, now = new Date()) {
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, occurredAt: now.toISOString(), ...event });
    const timestamp = Math.floor(now.getTime() / 1000);
    return {
      body,
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(env().SANDBOX_WEBHOOK_SECRET, timestamp, body)}`,
      },
    };
  }

  verifyCallback(rawBody: string, headers: Headers): ProviderEvent {
    const header = headers.get(SIGNATURE_HEADER) ?? "";
    const parts = Object.fromEntries(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
    const timestamp = Number(parts.t);
    const given = Buffer.from(parts.v1 ?? "", "hex");
    const expected = Buffer.from(sign(env().SANDBOX_WEBHOOK_SECRET, timestamp, rawBody), "hex");
    const fresh = Number.isFinite(timestamp) && Math.abs(Date.now() / 1000 - timestamp) <= TOLERANCE_SECONDS;
    if (!fresh || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError("INVALID_SIGNATURE");
    let parsed: SandboxEvent;
    try {
      parsed = SandboxEventSchema.parse(JSON.parse(rawBody));
    } catch {
      throw new AppError("VALIDATION_FAILED", "Evento do provedor inválido.");
    }
    const common = {
      id: parsed.id,
      amount: parsed.amount,
      occurredAt: new Date(parsed.occurredAt),
      raw: JSON.parse(rawBody),
    };
    return "chargeId" in parsed
      ? { ...common, kind: "charge", type: parsed.type, chargeId: parsed.chargeId }
      : { ...common, kind: "payout", type: parsed.type, payoutId: parsed.payoutId, reason: parsed.reason ?? null };
  }
}
