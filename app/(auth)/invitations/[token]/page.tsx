import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthShell } from "@/components/layout/auth-shell";
import { InvitationAnswer } from "@/components/team/invitation-answer";
import { pageUserOrNull } from "@/app/_server/page-session";
import { AppError } from "@pix/core/http/errors";
import { InvitationTokenParamsSchema } from "@pix/core/team/schema";
import { previewInvitation } from "@pix/core/team/service";

export const metadata: Metadata = { title: "Convite para a equipe" };

/** The invitation behind a link; a malformed, used, cancelled or expired one gives this page's 404 (not-found.tsx). */
async function openInvitation(token: string) {
  if (!InvitationTokenParamsSchema.safeParse({ token }).success) notFound();
  try {
    return await previewInvitation(token);
  } catch (error) {
    if (error instanceof AppError && error.code === "INVITATION_INVALID") notFound();
    throw error;
  }
}

/** Where an invitation e-mail's link lands, signed in or not. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // No loading boundary above this page: an invalid link answers a real 404 before anything streams.
  const [invitation, person] = await Promise.all([openInvitation(token), pageUserOrNull()]);
  return (
    <AuthShell
      title={`Equipe de ${invitation.sellerName}`}
      subtitle={`Você foi convidado para trabalhar na conta de ${invitation.sellerName} na PIX Pagamentos.`}
    >
      <InvitationAnswer token={token} invitation={invitation} signedInAs={person?.email ?? null} />
    </AuthShell>
  );
}
