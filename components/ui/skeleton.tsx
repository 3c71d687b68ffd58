/** A grey placeholder block while content loads; hidden from screen readers, which hear the region's busy state. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-md bg-slate-200/70 ${className}`} />;
}
