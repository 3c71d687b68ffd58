"use client";

import { useState } from "react";
import { QueryState } from "@/components/seller/query-state";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { BrowserSessionJson } from "@/lib/accounts/schema";
import { formatDateTime } from "@/lib/dates";
import type { SessionPage } from "./account-keys";
import { useEndOtherSessions, useEndSession, useListSessions } from "./use-account";
import { describeUserAgent } from "./user-agent";

function endedMessage(ended: number) {
  if (ended === 0) return "Nenhuma outra sessão estava aberta.";
  return ended === 1 ? "1 outra sessão foi encerrada." : `${ended} outras sessões foram encerradas.`;
}

function SessionItem({ session, onEnd }: { session: BrowserSessionJson; onEnd: () => void }) {
  const device = describeUserAgent(session.userAgent);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {device}
          {session.current && <Badge tone="success">Esta sessão</Badge>}
        </p>
        <p className="text-slate-600">
          Entrou em {formatDateTime(session.createdAt)}
          {session.ip && <> · IP {session.ip}</>}
        </p>
        <p className="text-slate-500">Última atividade: {formatDateTime(session.lastSeenAt)}</p>
      </div>
      {!session.current && (
        <Button type="button" variant="secondary" onClick={onEnd} aria-label={`Encerrar a sessão do ${device}`}>
          Encerrar
        </Button>
      )}
    </li>
  );
}

/**
 * The person's browser sessions, this one marked: each other one can be ended, or all of them at once ("Sair de
 * todas as outras", which also ends the API tokens); both ask first.
 */
export function SessionsCard({ initialSessions }: { initialSessions: SessionPage }) {
  const sessions = useListSessions(initialSessions);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<BrowserSessionJson | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const others = (sessions.data?.totalRecords ?? 1) - 1;

  function closeOne() {
    endOne.reset();
    setEnding(null);
  }

  function closeOthers() {
    endOthers.reset();
    setEndingOthers(false);
  }

  return (
    <Card title="Sessões ativas">
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Os navegadores em que você entrou na sua conta. Se não reconhecer algum, encerre a sessão e troque a sua
          senha.
        </p>
        {outcome && <Alert tone="success">{outcome}</Alert>}
        <QueryState query={sessions} what="as sessões">
          {(page) => (
            <>
              <ul className="divide-y divide-slate-100">
                {page.data.map((session) => (
                  <SessionItem key={session.id} session={session} onEnd={() => setEnding(session)} />
                ))}
              </ul>
              {page.totalRecords > page.data.length && (
                <p className="text-sm text-slate-500">
                  Mostrando as {page.data.length} sessões mais recentes de {page.totalRecords}.
                </p>
              )}
            </>
          )}
        </QueryState>
        <Button type="button" variant="danger" onClick={() => setEndingOthers(true)} disabled={others < 1}>
          Sair de todas as outras
        </Button>
      </div>

      <ConfirmDialog
        open={ending !== null}
        onClose={closeOne}
        title="Encerrar esta sessão?"
        confirmLabel="Encerrar sessão"
        pendingLabel="Encerrando…"
        pending={endOne.isPending}
        error={endOne.error}
        onConfirm={() =>
          ending &&
          endOne.mutate(ending.id, {
            onSuccess: () => {
              setOutcome(`Sessão do ${describeUserAgent(ending.userAgent)} encerrada.`);
              closeOne();
            },
          })
        }
      >
        <p>
          {ending && describeUserAgent(ending.userAgent)}
          {ending?.ip && ` (IP ${ending.ip})`} precisará entrar de novo com e-mail e senha.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={endingOthers}
        onClose={closeOthers}
        title="Sair de todas as outras sessões?"
        confirmLabel="Sair de todas as outras"
        pendingLabel="Encerrando…"
        pending={endOthers.isPending}
        error={endOthers.error}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: ({ ended }) => {
              setOutcome(endedMessage(ended));
              closeOthers();
            },
          })
        }
      >
        <p>
          Todos os outros navegadores precisarão entrar de novo, e os tokens da API obtidos com o seu login deixam de
          valer. Esta sessão continua aberta.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
