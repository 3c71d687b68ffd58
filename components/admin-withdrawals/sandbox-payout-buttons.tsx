"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/components/browser/api-client";
import { useReportOutcome } from "./review-outcome";
import { useSimulatePayout } from "./use-review-withdrawal";

const RESULTS = {
  complete: { title: "Sandbox: o PIX chegou à chave e o saque foi concluído." },
  fail: { title: "Sandbox: o PIX falhou e o valor voltou ao saldo disponível do vendedor." },
} as const;

/** Demo-only controls: the sandbox provider reports the payout's outcome through its signed callback. */
export function SandboxPayoutButtons({ withdrawalId, summary }: { withdrawalId: string; summary: string }) {
  const router = useRouter();
  const report = useReportOutcome();
  const simulate = useSimulatePayout(withdrawalId);

  function run(outcome: "complete" | "fail") {
    simulate.mutate(outcome, {
      onSuccess: ({ callbacks }) => {
        // "ignored": the withdrawal had already left PROCESSING (another tab, an earlier click).
        const applied = callbacks.every((callback) => callback.outcome === "applied");
        report(
          applied
            ? { tone: "success", title: RESULTS[outcome].title, text: summary }
            : { tone: "error", title: "O saque já não estava em processamento.", text: summary },
        );
        router.refresh();
      },
      onError: (error) =>
        report({
          tone: "error",
          title: "Não foi possível simular o retorno do provedor.",
          text: error instanceof ApiError ? error.body.message : "Tente novamente.",
        }),
    });
  }

  const pending = simulate.isPending ? simulate.variables : null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        variant="secondary"
        loading={pending === "fail"}
        loadingText="Simulando…"
        disabled={simulate.isPending}
        onClick={() => run("fail")}
      >
        Simular falha (sandbox)
      </Button>
      <Button
        variant="secondary"
        loading={pending === "complete"}
        loadingText="Simulando…"
        disabled={simulate.isPending}
        onClick={() => run("complete")}
      >
        Simular conclusão (sandbox)
      </Button>
    </div>
  );
}
