import { apiPixProvider } from "@/lib/pix/providers";
import { apiPixSettingsFor } from "@/scripts/psp/app-settings";
import { startPspStandIn } from "@/scripts/psp/stand-in";
import { pspRequest, type Tls } from "@/scripts/psp/testing";
import { apiClient, startApiServer } from "./http";

/**
 * The app on API Pix against a PSP stand-in of its own (HTTPS, client certificates), with the app's
 * notification URL registered at the PSP: where the tests of PIX received start. Sets the app's PIX
 * settings, so call it before anything reads a setting.
 */
export async function startApiPixApp(webhookSecret: string, { refundDelayMs }: { refundDelayMs: number }) {
  const psp = await startPspStandIn({ refundDelayMs });
  const tls: Tls = { ca: psp.pki.caCert, cert: psp.pki.clientCert, key: psp.pki.clientKey };
  Object.assign(process.env, apiPixSettingsFor(psp, { webhookSecret }));
  const { baseUrl } = await startApiServer();
  await apiPixProvider().registerWebhook(`${baseUrl}/api/v1/providers/api-pix/notifications/${webhookSecret}`);
  return {
    psp,
    tls,
    baseUrl,
    api: apiClient(baseUrl),
    /** A call to the stand-in's control endpoints (`path` after /stand-in). */
    control: (method: string, path: string, json?: unknown) =>
      pspRequest(tls, method, `${psp.controlUrl}${path}`, { json }),
  };
}
