export type InvitationStep = "create-account" | "sign-in" | "accept" | "other-account";

/**
 * What the invitation page asks of the person who opened the link: signed in as the invited address, to accept; signed
 * in as anyone else, to sign out first; otherwise to sign in, or, when the address has no account yet, to create one.
 */
export function invitationStep(
  invitation: { email: string; accountExists: boolean },
  signedInAs: string | null,
): InvitationStep {
  if (signedInAs !== null) return signedInAs === invitation.email ? "accept" : "other-account";
  return invitation.accountExists ? "sign-in" : "create-account";
}
