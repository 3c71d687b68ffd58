import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "PIX Pagamentos", template: "%s · PIX Pagamentos" },
  description: "Receba por PIX com links de pagamento e checkout próprio.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request, as its scripts must carry that request's CSP nonce
  // (proxy.ts): a page prerendered at build time would have none, and the browser would block them.
  await connection();
  return (
    <html lang="pt-BR">
      <body className="min-h-screen">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
