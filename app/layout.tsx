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
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow-lg"
        >
          Pular para o conteúdo
        </a>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
