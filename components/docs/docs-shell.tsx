import Link from "next/link";
import type { ReactNode } from "react";

const LINKS = [
  { href: "/docs", label: "Referência da API" },
  { href: "/docs/guide", label: "Guia da API" },
  { href: "/api/v1/openapi.json", label: "openapi.json" },
];

/** The frame of the API's documentation pages: the way home and to the other documents. */
export function DocsShell({ current, children }: { current: string; children: ReactNode }) {
  return (
    <main id="conteudo" tabIndex={-1} className="min-h-screen bg-white">
      <header className="border-b border-slate-200 px-6 py-4">
        <Link href="/" className="font-bold text-brand-700">
          PIX Pagamentos
        </Link>
        <nav aria-label="Documentação" className="ml-3 inline text-sm text-slate-600">
          {LINKS.map(({ href, label }, index) => (
            <span key={href}>
              {index > 0 && " · "}
              {href === current ? (
                <span aria-current="page">{label}</span>
              ) : (
                <a className="underline" href={href}>
                  {label}
                </a>
              )}
            </span>
          ))}
        </nav>
      </header>
      {children}
    </main>
  );
}
