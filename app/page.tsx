import Link from "next/link";
import { pageUserOrNull } from "@/app/_server/page-session";
import { homeFor } from "@pix/core/auth/page-access";

const PRIMARY = "rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700";
const SECONDARY = "rounded-md bg-white px-5 py-2.5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50";

export default async function Landing() {
  const actor = await pageUserOrNull();
  return (
    <main
      id="conteudo"
      tabIndex={-1}
      className="mx-auto flex min-h-screen max-w-4xl flex-col justify-center px-6 py-16"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">PIX Pagamentos</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">
        Receba por PIX com links de pagamento e checkout próprio.
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Cadastre sua empresa, crie links de pagamento, acompanhe as vendas e saque o saldo para a sua chave PIX. Integre
        pela API REST e receba webhooks assinados.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {actor ? (
          <Link href={homeFor(actor)} className={PRIMARY}>
            Ir para o painel
          </Link>
        ) : (
          <>
            <Link href="/register" className={PRIMARY}>
              Criar conta
            </Link>
            <Link href="/login" className={SECONDARY}>
              Entrar
            </Link>
          </>
        )}
        <Link href="/docs" className="rounded-md px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
          Documentação da API
        </Link>
      </div>
    </main>
  );
}
