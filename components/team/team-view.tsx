"use client";

import { useState } from "react";
import { PageHeader } from "@/components/seller/page-header";
import { QueryState } from "@/components/seller/query-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import type { Page } from "@/lib/http/pagination";
import { MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLE_LABELS, can } from "@/lib/team/permissions";
import { ChangeRoleDialog } from "./change-role-dialog";
import { InvitationsCard } from "./invitations-card";
import { InviteMemberDialog } from "./invite-member-dialog";
import { LeaveTeamDialog } from "./leave-team-dialog";
import { MembersTable, isSoleOwner } from "./members-table";
import { RemoveMemberDialog } from "./remove-member-dialog";
import type { InvitationJson, MemberJson, MemberRole } from "./team-keys";
import { TransferOwnershipDialog } from "./transfer-ownership-dialog";
import { useListMembers } from "./use-team-queries";

const BASE_PATH = "/seller/team";

type TeamViewProps = {
  page: number;
  /** The caller's role in the account acted in. */
  role: MemberRole;
  userId: string;
  companyName: string;
  /** The caller signs in with two-factor: each team change takes a code. */
  totpEnabled: boolean;
  initialMembers: Page<MemberJson>;
  /** The open invitations' first page, for owners; null for everyone else, who cannot read them. */
  initialInvitations: Page<InvitationJson> | null;
};

/**
 * The account's team: everyone reads it and may leave; owners also invite, change roles, remove people and hand the
 * account over.
 */
export function TeamView({
  page,
  role,
  userId,
  companyName,
  totpEnabled,
  initialMembers,
  initialInvitations,
}: TeamViewProps) {
  const [inviting, setInviting] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [changing, setChanging] = useState<MemberJson | null>(null);
  const [removing, setRemoving] = useState<MemberJson | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const members = useListMembers(page, initialMembers);
  const manage = can(role, "team");
  const alone = members.data.totalRecords === 1;

  function start(open: () => void) {
    setOutcome(null);
    open();
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Equipe"
        description={`Quem trabalha na conta de ${companyName} e o que cada pessoa pode fazer.`}
        actions={manage && <Button onClick={() => start(() => setInviting(true))}>Convidar pessoa</Button>}
      />
      {outcome && <Alert tone="success">{outcome}</Alert>}
      {!manage && (
        <Alert title={`Seu papel nesta conta: ${MEMBER_ROLE_LABELS[role]}`}>
          {MEMBER_ROLE_DESCRIPTIONS[role]} Só um proprietário convida pessoas, muda papéis e remove membros.
        </Alert>
      )}
      <Card title="Membros">
        <QueryState query={members} what="a equipe">
          {(current) => (
            <MembersTable
              members={current.data}
              alone={current.totalRecords === 1}
              soleOwner={isSoleOwner(current)}
              manage={manage}
              onChangeRole={(member) => start(() => setChanging(member))}
              onRemove={(member) => start(() => setRemoving(member))}
              onLeave={() => start(() => setLeaving(true))}
            />
          )}
        </QueryState>
        <Pagination basePath={BASE_PATH} page={members.data.currentPage} totalPages={members.data.totalPages} />
      </Card>
      {manage && initialInvitations && (
        <InvitationsCard
          firstPage={initialInvitations}
          onRevoked={(email) => setOutcome(`Convite para ${email} cancelado.`)}
        />
      )}
      {manage && (
        <Card title="Transferir propriedade">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="max-w-2xl text-sm text-slate-600">
              {alone
                ? "Só você está na equipe: convide alguém antes de passar a conta para essa pessoa."
                : "Passe a conta para outra pessoa da equipe, que vira proprietária. Você escolhe o seu novo papel e confirma com a sua senha."}
            </p>
            <Button variant="secondary" disabled={alone} onClick={() => start(() => setTransferring(true))}>
              Transferir propriedade
            </Button>
          </div>
        </Card>
      )}
      {manage && (
        <>
          <InviteMemberDialog
            open={inviting}
            totpEnabled={totpEnabled}
            onClose={() => setInviting(false)}
            onInvited={(invitation) => {
              setInviting(false);
              setOutcome(`Convite enviado para ${invitation.email}. O link vale por 7 dias.`);
            }}
          />
          <ChangeRoleDialog
            member={changing}
            totpEnabled={totpEnabled}
            onClose={() => setChanging(null)}
            onChanged={(text) => {
              setChanging(null);
              setOutcome(text);
            }}
          />
          <RemoveMemberDialog
            member={removing}
            totpEnabled={totpEnabled}
            onClose={() => setRemoving(null)}
            onRemoved={setOutcome}
          />
          <TransferOwnershipDialog
            open={transferring}
            totpEnabled={totpEnabled}
            onClose={() => setTransferring(false)}
            onTransferred={(text) => {
              setTransferring(false);
              setOutcome(text);
            }}
          />
        </>
      )}
      <LeaveTeamDialog open={leaving} userId={userId} companyName={companyName} onClose={() => setLeaving(false)} />
    </div>
  );
}
