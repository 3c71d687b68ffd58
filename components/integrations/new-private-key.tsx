import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/** The full private key, shown once after a generation (the API keeps only its hash). */
export function NewPrivateKey({ privateKey, onDismiss }: { privateKey: string; onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="new-private-key"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h3 id="new-private-key" className="font-semibold">
        Sua chave privada
      </h3>
      <p className="mt-1">
        Guarde agora, em um lugar seguro: ela não será mostrada de novo. Se perder, gere novas chaves. Nunca a coloque
        em código que roda no navegador ou no app do cliente.
      </p>
      <div className="mt-3 flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-md bg-white px-3 py-2 text-xs ring-1 ring-amber-200">
          {privateKey}
        </code>
        <CopyButton text={privateKey} label="chave privada" />
      </div>
      <Button type="button" variant="secondary" className="mt-3" onClick={onDismiss}>
        Já guardei a chave
      </Button>
    </section>
  );
}
