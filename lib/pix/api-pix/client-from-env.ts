import { env } from "@/lib/env";
import { loadClientIdentity } from "./credentials";
import { ApiPixClient } from "./http-client";

// One client per process, kept across Next.js' module reloads in development: its breaker, token
// and connection pool are per process by design.
const holder = globalThis as unknown as { __apiPixClient?: ApiPixClient };

/** The API Pix client of the validated settings (lib/env.ts), built on first use; throws when PIX_PROVIDER is not api-pix. */
export function apiPixClient(): ApiPixClient {
  if (holder.__apiPixClient) return holder.__apiPixClient;
  const settings = env();
  if (settings.PIX_PROVIDER !== "api-pix") throw new Error("PIX_PROVIDER is not api-pix");
  // lib/env.ts has made sure that, with api-pix, these are present and one identity is given.
  const { PIX_CERT_FILE, PIX_KEY_FILE, PIX_PFX_FILE, PIX_PFX_PASSPHRASE, PIX_CA_FILE } = settings;
  const files = PIX_PFX_FILE ? { pfxFile: PIX_PFX_FILE, pfxPassphrase: PIX_PFX_PASSPHRASE } : { certFile: PIX_CERT_FILE!, keyFile: PIX_KEY_FILE! };
  holder.__apiPixClient = new ApiPixClient({
    baseUrl: settings.PIX_API_URL!,
    tokenUrl: settings.PIX_OAUTH_URL!,
    clientId: settings.PIX_CLIENT_ID!,
    clientSecret: settings.PIX_CLIENT_SECRET!,
    identity: loadClientIdentity({ ...files, caFile: PIX_CA_FILE }),
  });
  return holder.__apiPixClient;
}
