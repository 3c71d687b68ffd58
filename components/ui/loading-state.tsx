import { Skeleton } from "./skeleton";

/** A placeholder while something loads, named for screen readers ("Carregando entregas"). */
export function LoadingState({ label, className = "h-48" }: { label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <Skeleton className={className} />
    </div>
  );
}
