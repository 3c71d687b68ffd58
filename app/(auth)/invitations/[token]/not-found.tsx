import Link from "next/link";
import { AuthShell } from "@/components/layout/auth-shell";
import { buttonClass } from "@/components/ui/button";

/** An invitation link that does not (or no longer) lead anywhere: said plainly, with what to do next. */
export default function InvitationNotFound() {
  return (
    <AuthShell title="Convite indisponível" subtitle="Este link de convite não vale mais.">
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          O convite expirou, foi cancelado ou já foi usado, ou o endereço está incompleto. Peça um novo convite a quem
          convidou você.
        </p>
        <Link href="/login" className={buttonClass("secondary", { className: "w-full" })}>
          Ir para a entrada
        </Link>
      </div>
    </AuthShell>
  );
}
