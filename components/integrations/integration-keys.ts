import type { CredentialsSchema } from "@/lib/integrations/service";
import type { z } from "@/lib/zod";

/** `privateKey` is masked ("sk_…abcd") except in the answer to a regeneration. */
export type CredentialsJson = z.output<typeof CredentialsSchema>;
export type KeyPair = { publicKey: string; privateKey: string };

export const integrationKeys = {
  all: ["integrations"] as const,
  credentials: () => [...integrationKeys.all, "credentials"] as const,
};
