"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useRef, useState } from "react";

export type NavItem = { href: string; label: string };

/** The area's home ("/seller") is current only on itself; any other item also for the pages under it. */
function isCurrent(href: string, pathname: string, areaHome: string) {
  return pathname === href || (href !== areaHome && pathname.startsWith(`${href}/`));
}

/**
 * The header's links: in the header from 1280 px up (wrapping to a second row when there are more
 * than fit); below that a "Menu" button opens them as a list
 * (a disclosure: Escape closes it and gives focus back to the button).
 */
export function MainNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const areaHome = items[0]?.href ?? "/";

  return (
    <nav
      aria-label="Principal"
      className="min-w-0 xl:flex-1"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 xl:hidden"
      >
        Menu
      </button>
      <ul
        id={listId}
        className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full z-20 flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-md xl:static xl:flex xl:flex-row xl:flex-wrap xl:items-center xl:gap-x-4 xl:gap-y-1 xl:border-0 xl:p-0 xl:shadow-none`}
      >
        {items.map((item) => {
          const current = isCurrent(item.href, pathname, areaHome);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={`block whitespace-nowrap rounded-md py-1.5 text-sm hover:text-brand-700 xl:py-0 ${current ? "font-semibold text-brand-700" : "text-slate-700"}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
