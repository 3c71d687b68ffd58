import type { Metadata } from "next";
import Link from "next/link";
import { ApiReference } from "@/components/docs/api-reference";

export const metadata: Metadata = { title: "Referência da API" };

export default function DocsPage() {
  return (
    <main id="conteudo" tabIndex={-1} className="min-h-screen bg-white">
      <header className="border-b border-slate-200 px-6 py-4">
        <Link href="/" className="font-bold text-brand-700">
          PIX Pagamentos
        </Link>
        <span className="ml-3 text-sm text-slate-600">
          Referência da API · <a className="underline" href="/api/v1/openapi.json">openapi.json</a>
        </span>
      </header>
      <ApiReference />
    </main>
  );
}
