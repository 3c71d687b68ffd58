"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SecondFactorField, codeOrNothing } from "@/components/account/second-factor-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { MEMBER_ROLE_DESCRIPTIONS } from "@/lib/team/permissions";
import { type InviteMemberInput, InviteMemberSchema } from "@/lib/team/schema";
import type { z } from "@/lib/zod";
import { type InvitationJson, ROLE_OPTIONS } from "./team-keys";
import { useInviteMember } from "./use-team-mutations";

const FIELDS = ["email", "role", "totp"] as const;
// The least a new person can do, until the owner chooses more.
const EMPTY: InviteValues = { email: "", role: "viewer" };

type InviteValues = z.input<typeof InviteMemberSchema>;

export function InviteMemberDialog({
  open,
  totpEnabled,
  onClose,
  onInvited,
}: {
  open: boolean;
  /** The owner signs in with two-factor: the invitation takes a code too. */
  totpEnabled: boolean;
  onClose: () => void;
  onInvited: (invitation: InvitationJson) => void;
}) {
  const invite = useInviteMember();
  const form = useForm<InviteValues, unknown, InviteMemberInput>({
    resolver: zodResolver(InviteMemberSchema),
    defaultValues: EMPTY,
  });
  const role = form.watch("role");
  const { errors } = form.formState;

  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: FIELDS,
    send: async (values) => onInvited(await invite.mutateAsync(values)),
    onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Convidar pessoa"
      description={
        <p>
          Enviamos um link por e-mail, válido por 7 dias e de uso único. A pessoa entra com a própria conta, ou cria uma
          ao aceitar.
        </p>
      }
      failure={failure}
      onSubmit={submit}
      submitLabel="Enviar convite"
      pendingLabel="Enviando…"
      pending={pending}
    >
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <SelectField
        label="Papel"
        options={ROLE_OPTIONS}
        hint={MEMBER_ROLE_DESCRIPTIONS[role]}
        error={errors.role?.message}
        {...form.register("role")}
      />
      {totpEnabled && (
        <SecondFactorField error={errors.totp?.message} {...form.register("totp", { setValueAs: codeOrNothing })} />
      )}
    </FormDialog>
  );
}
