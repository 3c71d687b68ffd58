import type { ReactNode } from "react";
import type { SearchGroup } from "@/lib/search/schema";
import type { SearchOption } from "./search-navigation";

export type SearchScope = "seller" | "admin";

export const SEARCH_HINTS: Record<SearchScope, string> = {
  seller: "Pagamentos pelo ID, end-to-end ID, nome, e-mail ou CPF do comprador; links pela descrição; clientes.",
  admin: "Pagamentos, links e clientes de todos os vendedores; vendedores e empresas pelo nome, e-mail ou CNPJ.",
};

/** What the search is doing, in a sentence for the live region under the field. */
export function searchStatus(state: {
  scope: SearchScope;
  query: string;
  ready: boolean;
  loading: boolean;
  error: string | null;
  count: number;
  hasMore: boolean;
}): string {
  if (!state.ready) return `Digite ao menos 2 caracteres. ${SEARCH_HINTS[state.scope]}`;
  if (state.error) return state.error;
  if (state.loading) return "Buscando…";
  if (state.count === 0) return `Nenhum resultado para “${state.query}”.`;
  const found = state.count === 1 ? "1 resultado" : `${state.count} resultados`;
  return state.hasMore ? `${found} e há mais: escolha “Mostrar mais resultados”.` : `${found}.`;
}

/**
 * The results as a listbox of groups (one per kind), each option a result: the field keeps the focus and points at the
 * active option (aria-activedescendant), so the arrows move through the list as a screen reader reads it.
 */
export function SearchListbox({
  id,
  groups,
  options,
  active,
  loadingMore,
  onPick,
  onHover,
}: {
  id: string;
  groups: SearchGroup[];
  options: SearchOption[];
  active: number;
  loadingMore: boolean;
  onPick: (option: SearchOption) => void;
  onHover: (index: number) => void;
}) {
  const indexOf = new Map(options.map((option, index) => [option.key, index]));
  const row = (option: SearchOption, children: ReactNode) => {
    const index = indexOf.get(option.key)!;
    const current = index === active;
    return (
      <div
        key={option.key}
        id={optionId(id, index)}
        role="option"
        aria-selected={current}
        onMouseMove={() => onHover(index)}
        // The field keeps the focus: a click chooses, as Enter does.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onPick(option)}
        className={`cursor-pointer rounded-md px-3 py-2 ${current ? "bg-brand-50 ring-1 ring-inset ring-brand-600" : ""}`}
      >
        {children}
      </div>
    );
  };
  const more = options.find((option) => option.result === null);

  return (
    <div id={id} role="listbox" aria-label="Resultados da busca" className="max-h-[60vh] overflow-y-auto px-2 pb-2">
      {groups.map((group) => (
        <div key={group.type} role="group" aria-labelledby={`${id}-${group.type}`}>
          <div id={`${id}-${group.type}`} className="px-3 pb-1 pt-3 text-xs font-semibold uppercase text-slate-600">
            {group.label}
          </div>
          {group.items.map((result) =>
            row(
              { key: `${result.type}:${result.id}`, result },
              <>
                <span className="block truncate text-sm font-medium text-slate-900">{result.label}</span>
                <span className="block truncate text-xs text-slate-600">{result.secondary}</span>
              </>,
            ),
          )}
        </div>
      ))}
      {more &&
        row(
          more,
          <span className="block text-sm font-semibold text-brand-700">
            {loadingMore ? "Carregando mais resultados…" : "Mostrar mais resultados"}
          </span>,
        )}
    </div>
  );
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;
