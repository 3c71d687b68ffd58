"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { SecondFactorField, codeOrNothing } from "@/components/account/second-factor-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLE_LABELS } from "@/lib/team/permissions";
import { UpdateMemberSchema } from "@/lib/team/schema";
import type { z } from "@/lib/zod";
import { type MemberJson, ROLE_OPTIONS, personLabel } from "./team-keys";
import { useChangeMemberRole } from "./use-team-mutations";

type RoleValues = z.input<typeof UpdateMemberSchema>;

/** Picks a member's new role and confirms it; the API keeps the account with at least one owner. */
export function ChangeRoleDialog({
  member,
  totpEnabled,
  onClose,
  onChanged,
}: {
  member: MemberJson | null;
  /** The owner signs in with two-factor: the change takes a code too. */
  totpEnabled: boolean;
  onClose: () => void;
  onChanged: (text: string) => void;
}) {
  const change = useChangeMemberRole();
  const form = useForm<RoleValues, unknown, z.output<typeof UpdateMemberSchema>>({
    resolver: zodResolver(UpdateMemberSchema),
    defaultValues: { role: "viewer" },
  });
  const role = form.watch("role");

  // Each opening starts from the member's current role.
  useEffect(() => {
    if (member) form.reset({ role: member.role });
  }, [member, form]);

  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["role", "totp"],
    send: async (values) => {
      if (!member) return false;
      await change.mutateAsync({ userId: member.userId, ...values });
      onChanged(`${personLabel(member)} agora tem o papel ${MEMBER_ROLE_LABELS[values.role]}.`);
    },
    onClose,
  });

  return (
    <FormDialog
      open={member !== null}
      onClose={close}
      title="Alterar papel"
      description={
        member && (
          <p>
            O que <strong className="font-semibold text-slate-900">{personLabel(member)}</strong> pode fazer nesta conta
            muda a partir da próxima ação dessa pessoa.
          </p>
        )
      }
      failure={failure}
      onSubmit={submit}
      submitLabel="Salvar papel"
      pendingLabel="Salvando…"
      pending={pending}
      submitDisabled={role === member?.role}
    >
      <SelectField
        label="Novo papel"
        options={ROLE_OPTIONS}
        hint={MEMBER_ROLE_DESCRIPTIONS[role]}
        error={form.formState.errors.role?.message}
        {...form.register("role")}
      />
      {totpEnabled && (
        <SecondFactorField
          error={form.formState.errors.totp?.message}
          {...form.register("totp", { setValueAs: codeOrNothing })}
        />
      )}
    </FormDialog>
  );
}
