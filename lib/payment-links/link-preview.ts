import "#server-only";
import { ImageResponse } from "next/og";
import { createElement as h } from "react";
import { formatBRL, parseReais } from "@/lib/money";
import { winAnsiText } from "@/lib/printable-text";
import type { PublicPaymentLinkJson } from "./schema";

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/**
 * The picture a chat shows under a shared checkout link (its og:image): the seller, what is sold and the amount.
 * Drawn by next/og (satori and resvg, both inside the next package) in its built-in font, Geist. Satori downloads
 * fonts and emoji it lacks from the internet, so the text it gets is kept to what Geist prints (winAnsiText): it
 * never needs to.
 */
/** Longer descriptions (up to 200 characters) would run off the picture: cut, with an ellipsis. */
const DESCRIPTION_SHOWN = 90;

function shortened(text: string) {
  return text.length <= DESCRIPTION_SHOWN ? text : `${text.slice(0, DESCRIPTION_SHOWN - 1).trimEnd()}…`;
}

export function linkPreviewImage(link: PublicPaymentLinkJson) {
  const amount = formatBRL(parseReais(link.amount) ?? 0);
  const available = link.availability === "AVAILABLE";
  const card = h(
    "div",
    {
      style: {
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "#ffffff",
        color: "#0f172a",
        borderTop: "24px solid #047857",
      },
    },
    h("div", { style: { display: "flex", fontSize: 36, color: "#047857" } }, winAnsiText(link.sellerName)),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column" } },
      h("div", { style: { display: "flex", fontSize: 56, lineHeight: 1.2 } }, shortened(winAnsiText(link.description))),
      h("div", { style: { display: "flex", fontSize: 112, marginTop: 16 } }, amount),
    ),
    h(
      "div",
      { style: { display: "flex", fontSize: 36, color: "#334155" } },
      available ? "Pague por PIX" : "Este link não aceita pagamentos no momento",
    ),
  );
  return new ImageResponse(card, {
    ...PREVIEW_SIZE,
    headers: { "Cache-Control": "public, max-age=600" },
  });
}
