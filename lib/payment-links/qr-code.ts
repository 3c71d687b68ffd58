import "#server-only";
import QRCode from "qrcode";
import type { QR_CODE_FORMATS } from "./schema";

type QrCodeFormat = (typeof QR_CODE_FORMATS)[number];

const OPTIONS = { errorCorrectionLevel: "M", margin: 2 } as const;

/** The checkout URL as an SVG QR code, sharp at any print size. */
export function checkoutQrCodeSvg(url: string) {
  return QRCode.toString(url, { ...OPTIONS, type: "svg" });
}

/** The checkout URL as a QR code file, named after the link so a download is recognisable. */
export async function checkoutQrCodeFile(url: string, hash: string, format: QrCodeFormat) {
  const body =
    format === "svg"
      ? await checkoutQrCodeSvg(url)
      : new Uint8Array(await QRCode.toBuffer(url, { ...OPTIONS, type: "png", width: 960 }));
  return new Response(body, {
    headers: {
      "Content-Type": format === "svg" ? "image/svg+xml" : "image/png",
      "Content-Disposition": `attachment; filename="link-${hash}.${format}"`,
      "Cache-Control": "private, max-age=300",
    },
  });
}
