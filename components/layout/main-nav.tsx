"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { pendingLabel } from "@/components/admin-inbox/waiting";

/** A link of the header; `count`, what waits behind it (shown as a badge when above zero). */
export type NavItem = { href: string; label: string; count?: number };
/** Links under one name: a menu of its own from 1280 px up, a titled part of the list below that. */
export type NavGroup = { label: string; items: NavItem[] };
export type NavEntry = NavItem | NavGroup;

const isGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

/** The area's home ("/seller") is current only on itself; any other item also for the pages under it. */
function isCurrent(href: string, pathname: string, areaHome: string) {
  return pathname === href || (href !== areaHome && pathname.startsWith(`${href}/`));
}

function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  // The space keeps the link's name "Saques 3 pendentes", whatever a browser makes of the badge's box.
  return (
    <>
      {" "}
      <span className="ml-1 inline-block min-w-5 rounded-full bg-amber-100 px-1.5 text-center text-xs font-semibold tabular-nums text-amber-900">
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{pendingLabel(count)}</span>
      </span>
    </>
  );
}

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The header's links: in one row from 1280 px up, where a group (the admin's operations, risk, finance, settings)
 * opens as a menu of its own; below that a "Menu" button opens them all as one list, each group under its name.
 * Both are disclosures: Escape closes the innermost one open and gives focus back to its button; a group also closes
 * when the focus or a click goes elsewhere.
 */
export function MainNav({ items }: { items: NavEntry[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const listId = useId();
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  const first = items[0];
  const areaHome = first && !isGroup(first) ? first.href : "/";
  const current = (href: string) => isCurrent(href, pathname, areaHome);

  useEffect(() => {
    if (!openGroup) return;
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [openGroup]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    if (openGroup) {
      groupButtons.current.get(openGroup)?.focus();
      setOpenGroup(null);
    } else if (open) {
      setOpen(false);
      toggle.current?.focus();
    }
  }

  function followed() {
    setOpen(false);
    setOpenGroup(null);
  }

  const link = (item: NavItem, inMenu: boolean) => (
    <Link
      href={item.href}
      aria-current={current(item.href) ? "page" : undefined}
      onClick={followed}
      className={`flex items-center whitespace-nowrap rounded-md py-1.5 text-sm hover:text-brand-700 ${focusRing} ${inMenu ? "xl:px-3 xl:hover:bg-slate-50" : "xl:py-0"} ${current(item.href) ? "font-semibold text-brand-700" : "text-slate-700"}`}
    >
      {item.label}
      <CountBadge count={item.count} />
    </Link>
  );

  return (
    <nav aria-label="Principal" className="shrink-0 xl:min-w-0 xl:shrink xl:flex-1" ref={nav} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        className={`rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 ${focusRing} xl:hidden`}
      >
        Menu
      </button>
      <ul
        id={listId}
        className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full z-20 flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-md xl:static xl:flex xl:flex-row xl:flex-wrap xl:items-center xl:gap-x-4 xl:gap-y-1 xl:border-0 xl:p-0 xl:shadow-none`}
      >
        {items.map((entry) =>
          isGroup(entry) ? (
            <NavGroupEntry
              key={entry.label}
              group={entry}
              expanded={openGroup === entry.label}
              holdsCurrent={entry.items.some((item) => current(item.href))}
              buttonRef={(button) => {
                if (button) groupButtons.current.set(entry.label, button);
                else groupButtons.current.delete(entry.label);
              }}
              onToggle={() => setOpenGroup((shown) => (shown === entry.label ? null : entry.label))}
              onLeave={() => setOpenGroup((shown) => (shown === entry.label ? null : shown))}
            >
              {entry.items.map((item) => (
                <li key={item.href}>{link(item, true)}</li>
              ))}
            </NavGroupEntry>
          ) : (
            <li key={entry.href}>{link(entry, false)}</li>
          ),
        )}
      </ul>
    </nav>
  );
}

function NavGroupEntry({
  group,
  expanded,
  holdsCurrent,
  buttonRef,
  onToggle,
  onLeave,
  children,
}: {
  group: NavGroup;
  expanded: boolean;
  holdsCurrent: boolean;
  buttonRef: (button: HTMLButtonElement | null) => void;
  onToggle: () => void;
  onLeave: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const listId = useId();
  const waiting = group.items.reduce((sum, item) => sum + (item.count ?? 0), 0);
  return (
    <li
      className="xl:relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
      }}
    >
      <span id={titleId} className="block pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 xl:hidden">
        {group.label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        className={`hidden items-center whitespace-nowrap rounded-md text-sm hover:text-brand-700 xl:inline-flex ${focusRing} ${holdsCurrent ? "font-semibold text-brand-700" : "text-slate-700"}`}
      >
        {group.label}
        <CountBadge count={waiting} />
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`ml-0.5 size-4 ${expanded ? "rotate-180" : ""}`}>
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <ul
        id={listId}
        aria-labelledby={titleId}
        className={`flex flex-col gap-1 ${expanded ? "xl:flex" : "xl:hidden"} xl:absolute xl:left-0 xl:top-full xl:z-30 xl:mt-2 xl:min-w-56 xl:gap-0.5 xl:rounded-lg xl:border xl:border-slate-200 xl:bg-white xl:p-2 xl:shadow-lg`}
      >
        {children}
      </ul>
    </li>
  );
}
