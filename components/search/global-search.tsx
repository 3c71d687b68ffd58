"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import { errorMessage } from "@/components/browser/api-request";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { SEARCH_MIN_LENGTH } from "@/lib/search/schema";
import { isSearchShortcut, mergePages, nextActive, optionsOf, type SearchOption } from "./search-navigation";
import { optionId, type SearchScope, SearchListbox, searchStatus } from "./search-results";
import { useDebouncedValue, useSearch } from "./use-search";

/** A pause in typing this long sends the query. */
const DEBOUNCE_MS = 250;

const LABELS: Record<SearchScope, string> = {
  seller: "Buscar pagamentos, links e clientes",
  admin: "Buscar pagamentos, links, clientes, vendedores e empresas",
};

function SearchIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className={className} aria-hidden>
      <circle cx="11" cy="11" r="7" />
      <path strokeLinecap="round" d="m20 20-3.5-3.5" />
    </svg>
  );
}

const noSubscription = () => () => undefined;
const onApple = () => /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header's search: a button, or Ctrl/⌘+K from any page, opens a dialog whose field searches as one types.
 * The native <dialog> traps the focus, closes on Escape and gives the focus back to where it was. In the header's row
 * ("header", from 640 px; its word from 768 px) or, on a phone, as a bar under it ("bar"), where the row has no room.
 */
export function GlobalSearch({ scope, variant }: { scope: SearchScope; variant: "header" | "bar" }) {
  const [open, setOpen] = useState(false);
  const dialog = useModalDialog(open);
  const titleId = useId();
  // The server renders "Ctrl K"; a Mac's browser then says ⌘K.
  const apple = useSyncExternalStore(noSubscription, onApple, () => false);

  useEffect(() => {
    // One of the two places listens, so the shortcut opens one dialog.
    if (variant !== "header") return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [variant]);

  return (
    <>
      {variant === "header" ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          className="hidden items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:inline-flex md:px-3"
        >
          <SearchIcon />
          <span className="sr-only md:not-sr-only">Buscar</span>
          <kbd
            aria-hidden
            className="hidden rounded border border-slate-300 px-1 font-sans text-xs text-slate-500 lg:inline"
          >
            {apple ? "⌘K" : "Ctrl K"}
          </kbd>
        </button>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className="flex w-full items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-left text-sm text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:hidden"
        >
          <SearchIcon />
          Buscar…
        </button>
      )}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        // A click on the backdrop (the dialog itself, outside its box) closes it.
        onClick={(event) => event.target === event.currentTarget && setOpen(false)}
        className="mx-auto mb-auto mt-16 w-[calc(100%-2rem)] max-w-xl overflow-hidden rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
      >
        <h2 id={titleId} className="sr-only">
          Buscar
        </h2>
        {open && <SearchPanel scope={scope} onChosen={() => setOpen(false)} />}
      </dialog>
    </>
  );
}

/** The field, what the search is doing, and the results; made anew each time the dialog opens. */
function SearchPanel({ scope, onChosen }: { scope: SearchScope; onChosen: () => void }) {
  const router = useRouter();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim().replace(/\s+/g, " "), DEBOUNCE_MS);
  const ready = query.length >= SEARCH_MIN_LENGTH;
  const search = useSearch(query);
  const groups = useMemo(() => (ready ? mergePages(search.data?.pages ?? []) : []), [ready, search.data]);
  const hasMore = ready && search.hasNextPage;
  const options = useMemo(() => optionsOf(groups, hasMore), [groups, hasMore]);
  // The active row belongs to the query it was chosen in; a new query starts at its first result.
  const [cursor, setCursor] = useState({ query: "", index: 0 });
  const active = options.length === 0 ? -1 : cursor.query === query ? Math.min(cursor.index, options.length - 1) : 0;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listId, active))?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  function choose(option: SearchOption) {
    if (option.result === null) {
      if (!search.isFetchingNextPage) void search.fetchNextPage();
      return;
    }
    onChosen();
    router.push(option.result.url);
  }

  const failed = ready && search.isError;
  const status = searchStatus({
    scope,
    query,
    ready,
    loading: ready && search.isPending,
    error: failed ? errorMessage(search.error) : null,
    count: options.filter((option) => option.result !== null).length,
    hasMore,
  });
  const expanded = options.length > 0;

  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <SearchIcon className="h-5 w-5 shrink-0 text-slate-500" />
        <label htmlFor={inputId} className="sr-only">
          {LABELS[scope]}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
          aria-describedby={`${inputId}-status`}
          placeholder="Nome, e-mail, CPF/CNPJ ou ID"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            const next = nextActive(active, event.key, options.length);
            if (next !== null) {
              event.preventDefault();
              setCursor({ query, index: next });
            } else if (event.key === "Enter" && active >= 0) {
              event.preventDefault();
              choose(options[active]!);
            }
          }}
          className="min-w-0 flex-1 border-0 bg-transparent py-1 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
        <button
          type="button"
          onClick={onChosen}
          className="shrink-0 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Fechar
        </button>
      </div>
      <div className="flex items-center gap-3 px-4 py-2">
        <p id={`${inputId}-status`} role="status" className="min-w-0 flex-1 text-sm text-slate-600">
          {status}
        </p>
        {failed && (
          <button
            type="button"
            onClick={() => void search.refetch()}
            className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Tentar de novo
          </button>
        )}
      </div>
      {expanded && (
        <SearchListbox
          id={listId}
          groups={groups}
          options={options}
          active={active}
          loadingMore={search.isFetchingNextPage}
          onPick={choose}
          onHover={(index) => setCursor({ query, index })}
        />
      )}
      <p aria-hidden className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-500 sm:block">
        ↑ ↓ para escolher · Enter para abrir · Esc para fechar
      </p>
    </>
  );
}
