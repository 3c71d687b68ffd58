import Link from "next/link";

type Tab = { href: string; label: string; active: boolean };

/**
 * Tabs that are links, so each tab has its own URL and works without JavaScript; on a phone they wrap onto a second
 * line.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.active ? "page" : undefined}
          className={`-mb-px border-b-2 px-3 py-2 sm:px-4 text-sm font-medium ${
            tab.active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
