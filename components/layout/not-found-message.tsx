import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

/** What an unknown address, or an id that no longer exists, shows: in Portuguese, with the way back. */
export function NotFoundMessage({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <h1 className="text-xl font-semibold">Página não encontrada</h1>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        O endereço pode estar incompleto, ou o que ele mostrava foi removido.
      </p>
      <Link href={backHref} className={buttonClass("secondary", { className: "mt-6" })}>
        {backLabel}
      </Link>
    </div>
  );
}
