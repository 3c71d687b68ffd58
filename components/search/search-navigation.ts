import type { SearchGroup, SearchResponse, SearchResult } from "@/lib/search/schema";

/** A row of the results list as the keyboard walks it: a result, or the last row, which loads the next page. */
export type SearchOption = { key: string; result: SearchResult } | { key: "more"; result: null };

/** Where the arrow keys, Home and End take the active row (wrapping around at the ends); null for any other key. */
export function nextActive(active: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case "ArrowUp":
      return active <= 0 ? count - 1 : active - 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** Ctrl+K, or ⌘+K on a Mac: what opens the search from any page. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** The next page of the search while any group has more; every group is paged together. */
export function nextPageOf(last: SearchResponse): number | undefined {
  return last.groups.some((group) => group.hasMore) ? last.page + 1 : undefined;
}

/** The groups with results so far: each page's results added to their group, in the groups' order. */
export function mergePages(pages: SearchResponse[]): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const page of pages) {
    for (const group of page.groups) {
      const known = groups.get(group.type);
      groups.set(group.type, {
        ...group,
        items: [...(known?.items ?? []), ...group.items],
      });
    }
  }
  return [...groups.values()].filter((group) => group.items.length > 0);
}

export function optionsOf(groups: SearchGroup[], hasMore: boolean): SearchOption[] {
  const results: SearchOption[] = groups.flatMap((group) =>
    group.items.map((result) => ({ key: `${result.type}:${result.id}`, result })),
  );
  return hasMore ? [...results, { key: "more", result: null }] : results;
}
