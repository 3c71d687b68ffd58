import "#server-only";
import { env } from "@/lib/env";
import type { Actor } from "./actor";

/** The page where a person turns two-factor sign-in on and off. */
export const TWO_FACTOR_PAGE = "/account/two-factor";

/**
 * Whether this person may do nothing but enrol in two-factor sign-in: an admin without it where ADMIN_2FA=required
 * (the production default). They still sign in; pages send them to TWO_FACTOR_PAGE and the API answers 403
 * TOTP_ENROLMENT_REQUIRED, except the enrolment routes (`allowBeforeEnrolment` in lib/http/route.ts).
 */
export function mustEnrolTotp(actor: Pick<Actor, "role" | "totpEnabled">): boolean {
  return actor.role === "admin" && !actor.totpEnabled && env().ADMIN_2FA === "required";
}
