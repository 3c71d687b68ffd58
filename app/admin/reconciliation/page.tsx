import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { TableSkeleton } from "@/components/admin-reports/skeletons";
import { DifferencesSection, RunsSection } from "@/components/reconciliation/reconciliation-sections";
import { ReconcileDayForm } from "@/components/reconciliation/reconcile-day-form";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage, readParam } from "@/components/seller/search-params";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { requireAdminPage } from "@/app/_server/page-session";
import { AppError } from "@pix/core/http/errors";
import { RunDayParamsSchema } from "@pix/core/reconciliation/schema";
import { firstReconcilableDay, getRun, listDifferences, listRuns } from "@pix/core/reconciliation/service";
import { addDays, saoPauloToday } from "@pix/core/time/sao-paulo-days";

export const metadata: Metadata = { title: "Conciliação com o PSP" };

const BASE_PATH = "/admin/reconciliation";
const PER_PAGE = 20;

function notReconciled(error: unknown) {
  if (error instanceof AppError && error.code === "NOT_FOUND") return null;
  throw error;
}

export default async function ReconciliationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const params = await searchParams;
  const page = readPage(params);
  const day = readParam(params, "day", RunDayParamsSchema.shape.day);
  // A day not compared yet is no error here: the page offers to compare it.
  const [run, firstDay] = await Promise.all([
    day ? getRun(actor, day).catch(notReconciled) : null,
    firstReconcilableDay(actor),
  ]);
  const yesterday = addDays(saoPauloToday(), -1);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Conciliação com o PSP"
        description="Compara, por dia (horário de São Paulo), os PIX que o PSP recebeu, devolveu e enviou (saques) com o nosso registro. Cada diferença se resolve aqui, e cada ação fica na auditoria."
      />
      <Card>
        <ReconcileDayForm basePath={BASE_PATH} defaultDay={day ?? yesterday} firstDay={firstDay} lastDay={yesterday} />
      </Card>
      {day && (
        <Link href={BASE_PATH} className="text-sm font-semibold text-blue-700 hover:underline">
          ← Todos os dias conciliados
        </Link>
      )}
      {day && !run && (
        <Alert title="Dia não conciliado">Este dia ainda não foi comparado com o PSP: use o botão acima.</Alert>
      )}
      {day && run && (
        <>
          <p className="text-sm text-slate-700">
            PIX recebidos e enviados — no PSP: {run.pspCount} · no nosso registro: {run.ourCount} · conferem:{" "}
            {run.matchedCount} · diferenças abertas: {run.openCount}
          </p>
          <p className="text-xs text-slate-500">
            Só entram os PIX cobrados e enviados pelo PSP desta conciliação ({run.provider}): os de outro provedor, como
            o sandbox embutido, não têm extrato nele e não são comparados.
          </p>
          <Suspense key={`${day}-${page}`} fallback={<TableSkeleton label="Carregando diferenças" />}>
            <DifferencesSection
              data={listDifferences(actor, day, { page, perPage: PER_PAGE })}
              day={day}
              basePath={BASE_PATH}
            />
          </Suspense>
        </>
      )}
      {!day && (
        <Suspense key={page} fallback={<TableSkeleton label="Carregando dias conciliados" />}>
          <RunsSection data={listRuns(actor, { page, perPage: PER_PAGE })} basePath={BASE_PATH} />
        </Suspense>
      )}
    </div>
  );
}
