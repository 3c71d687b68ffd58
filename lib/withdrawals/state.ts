import "#server-only";
import type { WithdrawalStatus } from "@/lib/db/generated/enums";
import { AppError } from "@/lib/http/errors";

/** The only moves a withdrawal can make (docs/API.md 1, "withdrawal"). */
const TRANSITIONS: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  REQUESTED: ["PROCESSING", "REJECTED", "CANCELLED"],
  PROCESSING: ["COMPLETED", "FAILED"],
  COMPLETED: [],
  FAILED: [],
  REJECTED: [],
  CANCELLED: [],
};

export function assertWithdrawalTransition(from: WithdrawalStatus, to: WithdrawalStatus): void {
  if (!TRANSITIONS[from].includes(to)) {
    throw new AppError("INVALID_STATUS_TRANSITION", `Um saque ${from} não pode passar a ${to}.`);
  }
}
