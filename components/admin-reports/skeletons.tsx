import { Skeleton } from "@/components/ui/skeleton";

/** Placeholders shaped like the cards they stand for, so the page does not jump when data arrives. */
export function StatsSkeleton({ count, className }: { count: number; className: string }) {
  return (
    <div role="status" aria-label="Carregando números" className={`grid gap-4 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-28 rounded-xl" />
      ))}
    </div>
  );
}

export function ChartsSkeleton() {
  return (
    <div role="status" aria-label="Carregando gráficos" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Skeleton className="h-[360px] rounded-xl" />
      <Skeleton className="h-[360px] rounded-xl" />
    </div>
  );
}

/** A card-sized placeholder for a table while its page of rows loads. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Skeleton className="h-5 w-48" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-8" />
      ))}
    </div>
  );
}
