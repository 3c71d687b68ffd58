import { Skeleton } from "@/components/ui/skeleton";

/** A page's loading.tsx: a heading, three cards and a table while the server fetches. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Carregando" className="space-y-6">
      <Skeleton className="h-8 w-64" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}
