import { Agent, request } from "undici";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { identityFilesOf, loadClientIdentity } from "./credentials";

/**
 * "The buyer paid" for a charge issued at the PSP stand-in: its payer endpoint pays the cob and the
 * stand-in then notifies us as a PSP would, so the payment settles through the real path (the
 * notification, then GET /pix/{e2eid}). Only where the demo or the tests point PIX_STAND_IN_URL.
 */
export async function payAtStandIn(txid: string): Promise<{ endToEndId: string }> {
  const settings = env();
  if (!settings.PIX_STAND_IN_URL) throw new AppError("NOT_FOUND");
  const dispatcher = new Agent({ connect: loadClientIdentity(identityFilesOf(settings)) });
  try {
    const answer = await request(`${settings.PIX_STAND_IN_URL}/cob/${encodeURIComponent(txid)}/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      dispatcher,
    });
    const body = (await answer.body.json()) as { pix?: { endToEndId: string }; title?: string };
    if (answer.statusCode !== 201 || !body.pix) throw new AppError("INVALID_STATUS_TRANSITION", `O PSP de testes não pagou a cobrança: ${body.title ?? answer.statusCode}.`);
    return { endToEndId: body.pix.endToEndId };
  } finally {
    await dispatcher.close();
  }
}
