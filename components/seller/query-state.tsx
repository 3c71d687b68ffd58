"use client";

import type { ReactNode } from "react";
import { LoadingState } from "@/components/ui/loading-state";
import { QueryError } from "./query-error";

type QueryLike<T> = { data: T | undefined; error: unknown; isFetching: boolean; refetch: () => unknown };

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /**
   * What is loaded, as the messages say it: "os links" gives "Carregando os links", "Não foi possível atualizar os
   * links".
   */
  what: string;
  isEmpty?: (data: T) => boolean;
  /** Shown instead of the content when `isEmpty`: a sentence, and the next step when there is one. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
  className?: string;
  /** The placeholder's size while nothing is on screen yet. */
  skeletonClassName?: string;
};

/**
 * The states of one react-query read: a named placeholder until the first answer, the API's
 * message with "Tentar novamente" when it fails, the empty state, and the content dimmed and
 * marked busy while it refreshes (a failed refresh keeps the last data under the message).
 */
export function QueryState<T>({
  query,
  what,
  isEmpty,
  empty,
  children,
  className = "",
  skeletonClassName,
}: QueryStateProps<T>) {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    return query.error ? (
      <QueryError error={query.error} onRetry={retry} title={`Não foi possível carregar ${what}`} />
    ) : (
      <LoadingState label={`Carregando ${what}`} className={skeletonClassName} />
    );
  }
  const data = query.data;
  return (
    <div className={`space-y-4 ${className}`}>
      {Boolean(query.error) && (
        <QueryError error={query.error} onRetry={retry} title={`Não foi possível atualizar ${what}`} />
      )}
      <div aria-busy={query.isFetching} className={query.isFetching ? "opacity-60 transition-opacity" : undefined}>
        {isEmpty?.(data) ? empty : children(data)}
      </div>
    </div>
  );
}
