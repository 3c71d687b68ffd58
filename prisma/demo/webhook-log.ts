// The demo webhook's deliveries were queued by the real outbox, but its endpoint is fictional:
// their attempts are written as the receiver would have answered, so the log has a story (a day of
// 503s that retries fixed, one delivery given up after every attempt) instead of a queue that
// starts failing the moment the app does.
import type { Tx } from "@/lib/db/client";
import { RETRY_DELAYS_MS } from "@/lib/webhooks/deliver";
import { saoPauloDay } from "./plan";
import { DEMO_WEBHOOK } from "./sellers";

type Answer = { statusCode: number | null; responseBody: string | null; error: string | null };
type Attempt = Answer & { at: Date; durationMs: number };

const OK: Answer = { statusCode: 200, responseBody: '{"received":true}', error: null };
const UNAVAILABLE: Answer = { statusCode: 503, responseBody: "Service Unavailable", error: null };
const TIMEOUT: Answer = { statusCode: null, responseBody: null, error: "timed out after 10 s" };

/** The attempts of one delivery: each starts after the previous one's wait. */
function attemptsOf(createdAt: Date, answers: Answer[], seed: number): Attempt[] {
  let at = createdAt.getTime() + 300 + (seed % 500);
  return answers.map((answer, n) => {
    const durationMs = answer === TIMEOUT ? 10_000 : 80 + ((seed * 37 + n * 53) % 320);
    const attempt = { ...answer, at: new Date(at), durationMs };
    at += durationMs + (RETRY_DELAYS_MS[n] ?? 0);
    return attempt;
  });
}

export async function writeDeliveryLog(tx: Tx, now: Date) {
  const [webhook] = await tx.$queryRaw<{ id: string; sellerId: string }[]>`
    SELECT id, "sellerId" FROM seller_webhooks WHERE url = ${DEMO_WEBHOOK.url} AND "deletedAt" IS NULL
    ORDER BY "createdAt" DESC LIMIT 1`;
  if (!webhook) return;
  const deliveries = await tx.$queryRaw<{ id: string; createdAt: Date }[]>`
    SELECT id, "createdAt" FROM webhook_deliveries WHERE "webhookId" = ${webhook.id}::uuid AND status = 'PENDING'
    ORDER BY "createdAt" ASC`;
  const outageDay = saoPauloDay(now, DEMO_WEBHOOK.outageDaysAgo);
  const givenUpDay = saoPauloDay(now, DEMO_WEBHOOK.givenUpDaysAgo);
  let givenUp = false;
  const outcomes = deliveries.map((delivery, n) => {
    const day = saoPauloDay(delivery.createdAt, 0);
    let answers = [OK];
    if (day === givenUpDay && !givenUp) {
      givenUp = true;
      answers = RETRY_DELAYS_MS.map(() => TIMEOUT);
    } else if (day === outageDay) answers = [UNAVAILABLE, OK];
    return { delivery, attempts: attemptsOf(delivery.createdAt, answers, n) };
  });
  const attemptRows = outcomes.flatMap(({ delivery, attempts }) =>
    attempts.map((attempt, n) => ({
      deliveryId: delivery.id,
      number: n + 1,
      statusCode: attempt.statusCode,
      responseBody: attempt.responseBody,
      error: attempt.error,
      durationMs: attempt.durationMs,
      createdAt: new Date(attempt.at.getTime() + attempt.durationMs),
    })),
  );
  await tx.$executeRaw`
    INSERT INTO webhook_attempts
      (id, "deliveryId", "sellerId", number, "statusCode", "responseBody", error, "durationMs", "createdAt")
    SELECT gen_random_uuid(), a."deliveryId", ${webhook.sellerId}::uuid, a.number, a."statusCode", a."responseBody",
           a.error, a."durationMs", a."createdAt"
    FROM jsonb_to_recordset(${JSON.stringify(attemptRows)}::jsonb) AS a("deliveryId" uuid, number int, "statusCode" int,
      "responseBody" text, error text, "durationMs" int, "createdAt" timestamptz)`;
  const rows = outcomes.map(({ delivery, attempts }) => {
    const last = attempts.at(-1)!;
    const succeeded = last.statusCode === 200;
    const ended = new Date(last.at.getTime() + last.durationMs);
    return {
      id: delivery.id,
      status: succeeded ? "SUCCEEDED" : "FAILED",
      attempts: attempts.length,
      lastAttemptAt: last.at,
      statusCode: last.statusCode,
      response: last.responseBody,
      error: last.error,
      deliveredAt: succeeded ? ended : null,
    };
  });
  await tx.$executeRaw`
    UPDATE webhook_deliveries d SET status = v.status::"DeliveryStatus", attempts = v.attempts, "lastAttemptAt" = v."lastAttemptAt",
      "nextAttemptAt" = v."lastAttemptAt", "lastStatusCode" = v."statusCode", "lastResponse" = v.response, "lastError" = v.error, "deliveredAt" = v."deliveredAt"
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id uuid, status text, attempts int, "lastAttemptAt" timestamptz, "statusCode" int,
      response text, error text, "deliveredAt" timestamptz)
    WHERE d.id = v.id`;
}
