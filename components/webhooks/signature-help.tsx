import { CodeBlock } from "@/components/ui/code-block";

const VERIFY_EXAMPLE = `// npm install standardwebhooks express
import express from "express";
import { Webhook } from "standardwebhooks";

// O segredo "whsec_…" mostrado no cadastro
const wh = new Webhook(process.env.WEBHOOK_SECRET);
const app = express();

app.post(
  "/webhooks/pix",
  // Corpo cru: a assinatura cobre os bytes exatos.
  express.raw({ type: "application/json" }),
  (req, res) => {
    let event;
    try {
      event = wh.verify(req.body, req.headers);
    } catch {
      return res.sendStatus(400); // não veio de nós
    }
    // Pode chegar repetido: ignore um event.id
    // que você já processou.
    console.log(event.type, event.data);
    res.sendStatus(204);
  },
);`;

/** How an endpoint checks that a request came from us (Standard Webhooks). */
export function SignatureHelp() {
  return (
    <section className="space-y-2 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">Como verificar a assinatura</h3>
      <p>
        Cada entrega traz os cabeçalhos <code>webhook-id</code>, <code>webhook-timestamp</code> e{" "}
        <code>webhook-signature</code> no formato <code>v1,&lt;assinatura&gt;</code>: o HMAC-SHA256, em base64, de{" "}
        <code>id.timestamp.corpo</code>, com a chave que vem depois de <code>whsec_</code> (decodificada de base64). A
        biblioteca <code>standardwebhooks</code> faz essa conta por você:
      </p>
      <CodeBlock code={VERIFY_EXAMPLE} label="exemplo de verificação em Node" language="Node.js" />
    </section>
  );
}
