import "#server-only";
import { env } from "@/lib/env";
import { identityFilesOf, loadClientIdentity } from "./credentials";
import { ApiPixClient } from "./http-client";
import { credentialsRefusalStore } from "./provider-health";
import { claimSingleCopy } from "@/lib/single-copy";

claimSingleCopy("lib/pix/api-pix/client-from-env");

// One client per process: its breaker, token and connection pool are per process by design.
const state: { apiPixClient?: ApiPixClient } = {};

/**
 * The API Pix client of the validated settings (lib/env.ts), built on first use; throws when PIX_PROVIDER is not
 * api-pix.
 */
export function apiPixClient(): ApiPixClient {
  if (state.apiPixClient) return state.apiPixClient;
  const settings = env();
  if (settings.PIX_PROVIDER !== "api-pix") throw new Error("PIX_PROVIDER is not api-pix");
  // lib/env.ts has made sure that, with api-pix, these are present.
  state.apiPixClient = new ApiPixClient({
    baseUrl: settings.PIX_API_URL!,
    tokenUrl: settings.PIX_OAUTH_URL!,
    clientId: settings.PIX_CLIENT_ID!,
    clientSecret: settings.PIX_CLIENT_SECRET!,
    identity: loadClientIdentity(identityFilesOf(settings)),
    timeoutMs: settings.PIX_TIMEOUT_MS,
    // For the admin home, which another process may render.
    credentialsRefusals: credentialsRefusalStore(),
  });
  return state.apiPixClient;
}
