import "#server-only";
import { containsText } from "@/lib/db/contains-text";
import type { Prisma } from "@/lib/db/generated/client";
import { z } from "@/lib/zod";

/**
 * People by what an admin typed: a whole e-mail is that person alone; anything else matches part of the e-mail, the
 * company name or a team member's own name.
 */
export function personMatching(text: string): Prisma.UserWhereInput {
  if (z.email().safeParse(text).success) return { email: { equals: text, mode: "insensitive" } };
  const contains = containsText(text);
  return { OR: [{ email: contains }, { companyName: contains }, { name: contains }] };
}
