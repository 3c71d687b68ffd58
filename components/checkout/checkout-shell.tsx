import type { ReactNode } from "react";

/** The public checkout's frame: one narrow column, phone first. */
export function CheckoutShell({ children }: { children: ReactNode }) {
  return (
    <main
      id="conteudo"
      tabIndex={-1}
      className="mx-auto flex min-h-screen w-full max-w-md flex-col gap-4 px-4 py-5 sm:py-10"
    >
      <p className="text-center text-sm font-bold tracking-tight text-brand-700">PIX Pagamentos</p>
      {children}
      <p className="mt-auto pt-2 text-center text-xs text-slate-500">
        Pagamento processado com segurança por PIX Pagamentos.
      </p>
    </main>
  );
}
