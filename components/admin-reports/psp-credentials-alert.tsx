import { Alert } from "@/components/ui/alert";
import { formatDateTime } from "@/lib/dates";

/**
 * On the admin home while the PSP refuses our credentials: every charge, refund and payout waits meanwhile, so it
 * says since when and what to check.
 */
export function PspCredentialsAlert({ refusal }: { refusal: { since: Date; detail: string } | null }) {
  if (!refusal) return null;
  return (
    <Alert tone="error" title={`O PSP recusou nossas credenciais desde ${formatDateTime(refusal.since)}`}>
      <p>
        Cobranças, devoluções e saques ficam pendentes e são retomados sozinhos quando o PSP voltar a aceitá-las; quem
        usa a API recebe 503 PSP_UNAVAILABLE enquanto isso. Resposta do PSP: {refusal.detail}.
      </p>
      <p className="mt-1">
        Confira PIX_CLIENT_ID e PIX_CLIENT_SECRET, o certificado do cliente (validade e revogação) e os escopos que o
        PSP liberou para o cliente da API; reinicie a aplicação se mudar alguma dessas configurações.
      </p>
    </Alert>
  );
}
