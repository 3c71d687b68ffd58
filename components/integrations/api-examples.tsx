"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { Card } from "@/components/ui/card";
import { CodeBlock } from "@/components/ui/code-block";

const PLACEHOLDER_ORIGIN = "https://seu-dominio";
const noSubscription = () => () => {};

/**
 * The address this dashboard is served from, which is where the API answers too; a placeholder while rendering on the
 * server.
 */
function useOrigin() {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => PLACEHOLDER_ORIGIN,
  );
}

function examples(origin: string, publicKey: string, privateKey: string) {
  const payment = {
    amount: 150.5,
    method: "pix",
    customer: { name: "Maria Silva", email: "maria@example.com", document: { type: "CPF", number: "52998224725" } },
  };
  return {
    login: `curl -X POST ${origin}/api/v1/api/auth/login \\
  -H 'Content-Type: application/json' \\
  -d '${JSON.stringify({ publicKey, privateKey })}'`,
    create: `curl -X POST ${origin}/api/v1/payments \\
  -H "Authorization: Bearer $TOKEN" \\
  -H 'Content-Type: application/json' \\
  -H 'Idempotency-Key: pedido-1234' \\
  -d '${JSON.stringify(payment, null, 2).replaceAll("\n", "\n  ")}'`,
    read: `curl ${origin}/api/v1/payments/ID_DA_COBRANCA \\
  -H "Authorization: Bearer $TOKEN"`,
  };
}

/** curl calls with this server's address and, when known, the seller's own keys. */
export function ApiExamples({ publicKey, privateKey }: { publicKey: string | null; privateKey: string | null }) {
  const code = examples(useOrigin(), publicKey ?? "SUA_CHAVE_PUBLICA", privateKey ?? "SUA_CHAVE_PRIVADA");
  return (
    <Card title="Como chamar a API">
      <ol className="space-y-6 text-sm text-slate-700">
        <li className="space-y-2">
          <h3 className="font-semibold text-slate-900">1. Obtenha um token</h3>
          <p>
            Troque o par de chaves por um token de acesso. A resposta é <code>{'{ "tokens": { "access": "…" } }'}</code>
            ; guarde <code>tokens.access</code> em <code>TOKEN</code>. Ele expira em minutos: quando a API responder
            401, peça outro.
          </p>
          <CodeBlock code={code.login} label="exemplo de login com as chaves" language="Terminal" />
        </li>
        <li className="space-y-2">
          <h3 className="font-semibold text-slate-900">2. Crie uma cobrança PIX</h3>
          <p>
            O valor é em reais. Envie um <code>Idempotency-Key</code> único por cobrança (o número do pedido, por
            exemplo): se a conexão cair e você repetir a chamada, recebe a mesma cobrança em vez de criar outra. A
            resposta traz o <code>id</code> e o <code>qrCode</code>, o PIX copia e cola para o comprador.
          </p>
          <CodeBlock code={code.create} label="exemplo de criação de cobrança" language="Terminal" />
        </li>
        <li className="space-y-2">
          <h3 className="font-semibold text-slate-900">3. Consulte a cobrança</h3>
          <p>
            O <code>status</code> passa de <code>CREATED</code> a <code>FINISHED</code> quando o comprador paga. Para
            ser avisado sem consultar,{" "}
            <Link href="/seller/webhooks" className="font-semibold text-brand-700 hover:underline">
              cadastre um webhook
            </Link>
            .
          </p>
          <CodeBlock code={code.read} label="exemplo de consulta de cobrança" language="Terminal" />
        </li>
      </ol>
      <p className="mt-6 text-sm">
        <Link href="/docs" className="font-semibold text-brand-700 hover:underline">
          Referência completa da API
        </Link>{" "}
        <span className="text-slate-600">— todos os endpoints, campos e códigos de erro.</span>
      </p>
    </Card>
  );
}
