import { sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { setPayoutKey } from "@/lib/withdrawals/payout-keys";
import type { PixKeyType } from "@/lib/withdrawals/pix-key";
import { TEST_PASSWORD } from "./users";

/** Registers a seller's payout key through the service, as their browser session would. */
export async function registerPayoutKey(
  userId: string,
  pixKey = "fulano@example.com",
  pixKeyType: PixKeyType = "EMAIL",
) {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId } });
  return setPayoutKey(sessionActor(user), { pixKey, pixKeyType, currentPassword: TEST_PASSWORD });
}
