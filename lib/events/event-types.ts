// The event types sellers subscribe to: shared with the browser (the webhook form's choices).
export const EVENT_TYPES = [
  "payment.created",
  "payment.pending",
  "payment.finished",
  "payment.cancelled",
  "payment.refunded",
  "refund.completed",
  "refund.failed",
  "infraction.opened",
  "infraction.resolved",
  "withdrawal.requested",
  "withdrawal.processing",
  "withdrawal.completed",
  "withdrawal.failed",
  "withdrawal.rejected",
  "withdrawal.cancelled",
  "withdrawal.returned",
  "payout_key.changed",
  "enterprise.approved",
  "enterprise.rejected",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Sent only by POST /seller-webhooks/{id}/test, to the one endpoint tested: never written to the outbox. */
export const TEST_EVENT_TYPE = "webhook.test";
