import "#server-only";
import type { PaymentStatus } from "@/lib/db/generated/enums";
import { AppError } from "@/lib/http/errors";

/** The only moves a payment can make (docs/API.md 1, "payment"). */
const TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  CREATED: ["PENDING", "CANCELLED"],
  PENDING: ["FINISHED", "CANCELLED"],
  FINISHED: ["REFUNDED"],
  CANCELLED: [],
  REFUNDED: [],
};

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function assertTransition(from: PaymentStatus, to: PaymentStatus): void {
  if (!canTransition(from, to)) {
    throw new AppError("INVALID_STATUS_TRANSITION", `Um pagamento ${from} não pode passar a ${to}.`);
  }
}
