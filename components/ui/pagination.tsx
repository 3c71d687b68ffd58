import Link from "next/link";
import { buttonClass } from "./button";

/** Server-side pagination links that keep the other query parameters; `pageParam` for a second list on a page. */
export function Pagination({
  basePath,
  page,
  totalPages,
  params = {},
  pageParam = "page",
  label = "Paginação",
}: {
  basePath: string;
  page: number;
  totalPages: number;
  params?: Record<string, string>;
  pageParam?: string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const href = (target: number) => `${basePath}?${new URLSearchParams({ ...params, [pageParam]: String(target) })}`;
  // The same look as the client-side lists' PageButtons.
  const linkClass = buttonClass("secondary", { size: "sm" });
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between text-sm">
      <span className="text-slate-600">
        Página {page} de {totalPages}
      </span>
      <div className="flex gap-2">
        {page > 1 && (
          <Link href={href(page - 1)} className={linkClass}>
            Anterior
          </Link>
        )}
        {page < totalPages && (
          <Link href={href(page + 1)} className={linkClass}>
            Próxima
          </Link>
        )}
      </div>
    </nav>
  );
}
