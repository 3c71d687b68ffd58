import { NotFoundMessage } from "@/components/layout/not-found-message";

export default function NotFound() {
  return (
    <main id="conteudo" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-16">
      <NotFoundMessage backHref="/" backLabel="Ir para o início" />
    </main>
  );
}
