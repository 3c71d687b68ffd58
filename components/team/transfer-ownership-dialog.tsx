"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { SecondFactorField, codeOrNothing } from "@/components/account/second-factor-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { CurrentPasswordField } from "@/components/ui/current-password-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { apiSchemaResolver } from "@/components/browser/form-resolver";
import { MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLE_LABELS } from "@/lib/team/permissions";
import { type TransferOwnershipInput, TransferOwnershipSchema } from "@/lib/team/schema";
import { z } from "@/lib/zod";
import { personLabel } from "./team-keys";
import { useTransferOwnership } from "./use-team-mutations";
import { useEveryone } from "./use-team-queries";

const FIELDS = ["userId", "myNewRole", "currentPassword", "totp"] as const;
const MY_NEW_ROLES = (["finance", "developer", "viewer"] as const).map((role) => ({
  value: role,
  label: MEMBER_ROLE_LABELS[role],
}));

// The API's schema, with the empty choice read as "choose someone" rather than as a malformed id.
const formSchema = TransferOwnershipSchema.extend({ userId: z.uuid("Escolha quem passa a ser o proprietário") });

type TransferValues = {
  userId: string;
  myNewRole: TransferOwnershipInput["myNewRole"];
  currentPassword: string;
  totp: string;
};

const EMPTY: TransferValues = { userId: "", myNewRole: "finance", currentPassword: "", totp: "" };

const toInput = ({ totp, ...values }: TransferValues) => ({ ...values, totp: codeOrNothing(totp) });

/**
 * Hands the account to another member, confirmed with the owner's password (and code, with two-factor): they become
 * owner and the owner takes the role chosen here, so the page turns read-only for them afterwards.
 */
export function TransferOwnershipDialog({
  open,
  totpEnabled,
  onClose,
  onTransferred,
}: {
  open: boolean;
  totpEnabled: boolean;
  onClose: () => void;
  onTransferred: (text: string) => void;
}) {
  const router = useRouter();
  const transfer = useTransferOwnership();
  const everyone = useEveryone(open);
  const candidates = (everyone.data?.data ?? []).filter((member) => !member.you);
  const form = useForm<TransferValues, unknown, TransferOwnershipInput>({
    resolver: apiSchemaResolver(formSchema, toInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const myNewRole = form.watch("myNewRole");

  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: FIELDS,
    send: async (values) => {
      await transfer.mutateAsync(values);
      const owner = candidates.find((member) => member.userId === values.userId);
      onTransferred(
        `${owner ? personLabel(owner) : "A pessoa escolhida"} agora é proprietária desta conta; o seu papel passou a ser ${MEMBER_ROLE_LABELS[values.myNewRole]}.`,
      );
      // The page was drawn for an owner.
      router.refresh();
    },
    onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Transferir propriedade"
      description={
        <Alert tone="warning" title="Você deixa de ser proprietário">
          A pessoa escolhida passa a poder tudo nesta conta: empresa, chave PIX de saque, equipe e a própria
          propriedade. Você fica com o papel escolhido abaixo e só um proprietário pode devolver a propriedade.
        </Alert>
      }
      failure={everyone.error ? "Não foi possível carregar a equipe. Feche e tente novamente." : failure}
      onSubmit={submit}
      submitLabel="Transferir propriedade"
      pendingLabel="Transferindo…"
      pending={pending}
      submitDisabled={candidates.length === 0}
      tone="danger"
    >
      {everyone.isSuccess && candidates.length === 0 ? (
        <p className="text-sm text-slate-600">
          Ninguém mais faz parte da equipe ainda. Convide a pessoa primeiro; depois que ela aceitar, transfira a
          propriedade.
        </p>
      ) : (
        <SelectField
          label="Novo proprietário"
          placeholder={everyone.isPending ? "Carregando a equipe…" : "Selecione"}
          options={candidates.map((member) => ({ value: member.userId, label: personLabel(member) }))}
          error={errors.userId?.message}
          {...form.register("userId")}
        />
      )}
      <SelectField
        label="Seu novo papel"
        options={MY_NEW_ROLES}
        hint={MEMBER_ROLE_DESCRIPTIONS[myNewRole]}
        error={errors.myNewRole?.message}
        {...form.register("myNewRole")}
      />
      <CurrentPasswordField error={errors.currentPassword?.message} {...form.register("currentPassword")} />
      {totpEnabled && <SecondFactorField error={errors.totp?.message} {...form.register("totp")} />}
    </FormDialog>
  );
}
