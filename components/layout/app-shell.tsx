import Link from "next/link";
import type { ReactNode } from "react";
import { LogoutButton } from "@/components/auth/logout-button";
import { GlobalSearch } from "@/components/search/global-search";
import type { SearchScope } from "@/components/search/search-results";
import { MainNav, type NavEntry } from "./main-nav";

/**
 * The header at 1280 px: the area's name under the logo (for sellers, the account acted in), the links (the admin's
 * in groups that keep one row), the search (Ctrl/⌘+K; on a phone a bar under the row, which has no room left), the
 * e-mail cut short but always shown ("Conta" on a phone), leading to the person's account page.
 */
export function AppShell({
  area,
  email,
  nav,
  notice,
  search,
  children,
}: {
  area: ReactNode;
  email: string;
  nav: NavEntry[];
  search?: SearchScope;
  /** A short word on how this server runs, under the area's name ("2FA opcional (demonstração)"). */
  notice?: { text: string; title: string };
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen">
      <header className="relative border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl items-center gap-x-3 px-4 py-2 sm:gap-x-6">
          <div className="min-w-0 leading-tight xl:shrink-0">
            <Link href="/" className="font-bold text-brand-700">
              PIX Pagamentos
            </Link>
            <div className="text-xs font-medium text-slate-500">{area}</div>
            {notice && (
              <p className="text-xs font-medium text-amber-700" title={notice.title}>
                {notice.text}
              </p>
            )}
          </div>
          <MainNav items={nav} />
          <div className="ml-auto flex shrink-0 items-center gap-2 text-sm text-slate-600">
            {search && <GlobalSearch scope={search} variant="header" />}
            <Link
              href="/account"
              title={`Minha conta (${email})`}
              className="rounded-md hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="sm:hidden">Conta</span>
              <span className="hidden max-w-48 truncate sm:block">
                <span className="sr-only">Minha conta: </span>
                {email}
              </span>
            </Link>
            <LogoutButton />
          </div>
        </div>
        {search && (
          <div className="px-4 pb-2 sm:hidden">
            <GlobalSearch scope={search} variant="bar" />
          </div>
        )}
      </header>
      <main id="conteudo" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
