"use client";

import QRCode from "qrcode";
import { useEffect, useState } from "react";

const SIZE_CLASS = "h-52 w-52";

/**
 * The BR Code drawn as a QR image in the browser, for paying from another device; also any other text a phone
 * scans (an authenticator app's otpauth URL), with `failureText` saying what to do when it cannot be drawn.
 */
export function PixQrCode({
  code,
  label,
  failureText = "Não foi possível desenhar o QR Code. Use o código copia e cola abaixo.",
}: {
  code: string;
  label: string;
  failureText?: string;
}) {
  const [image, setImage] = useState<{ src: string } | { failed: true } | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(code, { width: 416, margin: 1, errorCorrectionLevel: "M" }).then(
      (src) => current && setImage({ src }),
      () => current && setImage({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (image === null) {
    return (
      <div
        role="img"
        aria-label="Gerando QR Code…"
        aria-busy
        className={`${SIZE_CLASS} mx-auto animate-pulse rounded-lg bg-slate-100`}
      />
    );
  }
  if ("failed" in image) {
    return (
      <p
        className={`${SIZE_CLASS} mx-auto flex items-center rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-600`}
      >
        {failureText}
      </p>
    );
  }
  // A plain <img>: a data URL made here leaves nothing for next/image to optimise.
  return <img src={image.src} alt={label} width={208} height={208} className={`${SIZE_CLASS} mx-auto rounded-lg`} />;
}
