import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";

/** Where a dead sign-up confirmation link sends its person: another link is asked for on the seller's home page. */
export const VERIFICATION_RETRY = { href: "/login", label: "Entrar e pedir outro link no painel" };

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
