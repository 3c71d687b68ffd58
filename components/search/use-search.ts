import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiFetch } from "@/components/browser/api-client";
import { queryString } from "@/components/browser/api-request";
import { SEARCH_MIN_LENGTH, type SearchResponse } from "@/lib/search/schema";
import { nextPageOf } from "./search-navigation";

export const searchKeys = {
  all: ["search"] as const,
  query: (q: string) => [...searchKeys.all, q] as const,
};

/** The pages of results for `q`, a page more at a time; nothing is asked for until `q` is long enough. */
export function useSearch(q: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.query(q),
    queryFn: ({ pageParam }) => apiFetch<SearchResponse>(`/api/v1/search${queryString({ q, page: pageParam })}`),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: q.length >= SEARCH_MIN_LENGTH,
  });
}

/** `value` once it has stayed the same for `delayMs`: a search per pause in typing, not per key. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
