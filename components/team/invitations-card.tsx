"use client";

import { useState } from "react";
import { QueryState } from "@/components/seller/query-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageButtons } from "@/components/ui/page-buttons";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { Page } from "@/lib/http/pagination";
import { MEMBER_ROLE_LABELS } from "@/lib/team/permissions";
import type { InvitationJson } from "./team-keys";
import { useRevokeInvitation } from "./use-team-mutations";
import { useListInvitations } from "./use-team-queries";

/** The invitations still open, each one cancellable (its link stops working at once). */
export function InvitationsCard({
  firstPage,
  onRevoked,
}: {
  firstPage: Page<InvitationJson>;
  onRevoked: (email: string) => void;
}) {
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<InvitationJson | null>(null);
  const invitations = useListInvitations(page, firstPage);
  const revoke = useRevokeInvitation();

  function close() {
    revoke.reset();
    setRevoking(null);
  }

  return (
    <Card title="Convites pendentes">
      <QueryState
        query={invitations}
        what="os convites"
        isEmpty={(current) => current.totalRecords === 0}
        empty={<p className="text-sm text-slate-600">Nenhum convite aguardando resposta.</p>}
      >
        {(current) => (
          <>
            <Table caption="Convites pendentes">
              <thead>
                <tr className={headRowClass}>
                  <Th>E-mail</Th>
                  <Th>Papel</Th>
                  <Th>Convidado por</Th>
                  <Th>Vale até</Th>
                  <Th>
                    <span className="sr-only">Ações</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {current.data.map((invitation) => (
                  <tr key={invitation.id} className={bodyRowClass}>
                    <Td className="break-all font-medium">{invitation.email}</Td>
                    <Td>{MEMBER_ROLE_LABELS[invitation.role]}</Td>
                    <Td className="break-all">{invitation.invitedBy}</Td>
                    <Td className="whitespace-nowrap">{formatDateTime(invitation.expiresAt)}</Td>
                    <Td className="text-right">
                      <Button type="button" variant="ghost-danger" size="sm" onClick={() => setRevoking(invitation)}>
                        Cancelar convite<span className="sr-only"> de {invitation.email}</span>
                      </Button>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <PageButtons
              label="Paginação dos convites"
              page={current.currentPage}
              totalPages={current.totalPages}
              onChange={setPage}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        onClose={close}
        title="Cancelar convite?"
        confirmLabel="Cancelar convite"
        cancelLabel="Manter convite"
        pendingLabel="Cancelando…"
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              onRevoked(revoking.email);
              close();
            },
          })
        }
      >
        {revoking && (
          <p>
            O link enviado para <strong className="font-semibold text-slate-900">{revoking.email}</strong> deixa de
            funcionar na hora. Para convidar de novo, envie um novo convite.
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
