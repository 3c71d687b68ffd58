import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { InfractionJson } from "@/lib/infractions/schema";

/**
 * The home page's alert while MED infractions hold the seller's money: how much, the nearest deadline to answer,
 * and the way to the infraction (or to the list, when there are several). Nothing when none is open.
 */
export function OpenInfractionsAlert({ open, heldBalance }: { open: InfractionJson[]; heldBalance: number }) {
  if (open.length === 0) return null;
  const nearest = open.reduce((first, each) => (each.deadlineAt < first.deadlineAt ? each : first));
  const href = open.length === 1 ? `/seller/infractions/${nearest.id}` : "/seller/infractions";
  const title =
    open.length === 1
      ? `${formatReais(heldBalance)} retidos por uma infração MED`
      : `${formatReais(heldBalance)} retidos por ${open.length} infrações MED`;
  return (
    <Alert tone="warning" title={title}>
      <p>
        O banco de um pagador contestou {open.length === 1 ? "um PIX" : "PIX"} que você recebeu. Responda até{" "}
        {formatDateTime(nearest.deadlineAt)} com a sua explicação e documentos: a plataforma lê a sua resposta antes de
        decidir.
      </p>
      <Link href={href} className="mt-2 inline-block font-semibold underline">
        {open.length === 1 ? "Ver e responder" : "Ver as infrações"}
      </Link>
    </Alert>
  );
}
