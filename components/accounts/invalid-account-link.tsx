import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";

/** An e-mailed link that no longer works: unknown, expired, used, or replaced by a newer one. */
export function InvalidAccountLink({ retry }: { retry: { href: string; label: string } }) {
  return (
    <div className="space-y-4">
      <Alert tone="error" title="Link inválido ou expirado">
        Este link não funciona mais: ele expira, vale uma só vez e deixa de valer quando um novo é pedido.
      </Alert>
      <Link href={retry.href} className={buttonClass("primary", { className: "w-full" })}>
        {retry.label}
      </Link>
    </div>
  );
}
