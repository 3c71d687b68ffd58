import "#server-only";
import { Agent, request } from "undici";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { identityFilesOf, loadClientIdentity } from "./credentials";

/**
 * One call to the PSP stand-in's control endpoints, with our client certificate. Only where the demo or the tests point
 * PIX_STAND_IN_URL.
 */
async function standInControl(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const settings = env();
  if (!settings.PIX_STAND_IN_URL) throw new AppError("NOT_FOUND");
  const dispatcher = new Agent({ connect: loadClientIdentity(identityFilesOf(settings)) });
  try {
    const answer = await request(`${settings.PIX_STAND_IN_URL}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      dispatcher,
    });
    return { status: answer.statusCode, body: (await answer.body.json()) as Record<string, unknown> };
  } finally {
    await dispatcher.close();
  }
}

/**
 * "The buyer paid" for a charge issued at the PSP stand-in: its payer endpoint pays the cob and the
 * stand-in then notifies us as a PSP would, so the payment settles through the real path (the
 * notification, then GET /pix/{e2eid}).
 */
export async function payAtStandIn(txid: string): Promise<{ endToEndId: string }> {
  const answer = await standInControl(`/cob/${encodeURIComponent(txid)}/pay`, {});
  const pix = answer.body.pix as { endToEndId: string } | undefined;
  if (answer.status !== 201 || !pix)
    throw new AppError(
      "INVALID_STATUS_TRANSITION",
      `O PSP de testes não pagou a cobrança: ${answer.body.title ?? answer.status}.`,
    );
  return { endToEndId: pix.endToEndId };
}

/**
 * "The payout reached the key" (or did not) for a Pix sent through the stand-in (Efí's API): it settles the send and
 * notifies us.
 */
export async function settleEnvioAtStandIn(idEnvio: string, status: "REALIZADO" | "NAO_REALIZADO"): Promise<void> {
  const answer = await standInControl(`/gn/pix/${encodeURIComponent(idEnvio)}/settle`, { status });
  if (answer.status !== 200)
    throw new AppError(
      "INVALID_STATUS_TRANSITION",
      `O PSP de testes não concluiu o envio: ${answer.body.title ?? answer.status}.`,
    );
}
