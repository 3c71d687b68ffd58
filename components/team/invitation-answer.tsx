"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { signInWithPassword } from "@/components/auth/sign-in";
import { apiFetch, applyServerErrors } from "@/components/browser/api-client";
import { errorMessage } from "@/components/browser/api-request";
import { useEnterAccount } from "@/components/browser/seller-account";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { NewPasswordWithConfirmation } from "@/components/ui/new-password-field";
import { TextField } from "@/components/ui/text-field";
import { formatDateTime } from "@/lib/dates";
import { MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLE_LABELS } from "@/lib/team/permissions";
import { type AcceptInvitationInput, AcceptInvitationSchema, type InvitationPreviewSchema } from "@/lib/team/schema";
import { PasswordSchema } from "@/lib/users/schema";
import { z } from "@/lib/zod";
import { invitationStep } from "./invitation-state";

type Preview = z.output<typeof InvitationPreviewSchema>;
type Accepted = { sellerId: string };

const NewAccountSchema = z
  .object({
    name: AcceptInvitationSchema.shape.name.unwrap(),
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "As senhas não conferem",
  });

type NewAccountValues = z.input<typeof NewAccountSchema>;
const FIELDS = ["name", "password"] as const;

const accept = (token: string, body: AcceptInvitationInput) =>
  apiFetch<Accepted>(`/api/v1/invitations/${token}/accept`, { method: "POST", body });

/** The invitation's answer, by who opened the link (components/team/invitation-state.ts). */
export function InvitationAnswer({
  token,
  invitation,
  signedInAs,
}: {
  token: string;
  invitation: Preview;
  signedInAs: string | null;
}) {
  const step = invitationStep(invitation, signedInAs);
  return (
    <div className="space-y-5">
      <dl className="space-y-2 rounded-lg border border-slate-200 px-4 py-3 text-sm">
        <div>
          <dt className="text-slate-500">Papel</dt>
          <dd className="font-medium">{MEMBER_ROLE_LABELS[invitation.role]}</dd>
          <dd className="text-slate-600">{MEMBER_ROLE_DESCRIPTIONS[invitation.role]}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Para</dt>
          <dd className="break-all font-medium">{invitation.email}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Vale até</dt>
          <dd className="font-medium">{formatDateTime(invitation.expiresAt)}</dd>
        </div>
      </dl>
      {step === "accept" && <AcceptButton token={token} />}
      {step === "other-account" && (
        <OtherAccount token={token} signedInAs={signedInAs ?? ""} invitedEmail={invitation.email} />
      )}
      {step === "sign-in" && (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">
            Já existe uma conta com {invitation.email}. Entre com ela para aceitar o convite.
          </p>
          <Link
            href={`/login?${new URLSearchParams({ callbackUrl: `/invitations/${token}` })}`}
            className={buttonClass("primary", { className: "w-full" })}
          >
            Entre para aceitar
          </Link>
        </div>
      )}
      {step === "create-account" && <NewAccountForm token={token} email={invitation.email} />}
    </div>
  );
}

function AcceptButton({ token }: { token: string }) {
  const enter = useEnterAccount();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function join() {
    setPending(true);
    setFailure(null);
    try {
      enter((await accept(token, {})).sellerId);
    } catch (error) {
      setFailure(errorMessage(error));
      setPending(false);
    }
  }

  return (
    <div className="space-y-3">
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button className="w-full" loading={pending} loadingText="Aceitando…" onClick={() => void join()}>
        Aceitar convite
      </Button>
    </div>
  );
}

function OtherAccount({
  token,
  signedInAs,
  invitedEmail,
}: {
  token: string;
  signedInAs: string;
  invitedEmail: string;
}) {
  const [pending, setPending] = useState(false);
  return (
    <div className="space-y-3">
      <Alert tone="warning" title="Este convite é para outra conta">
        Você entrou como <strong className="break-all">{signedInAs}</strong>, e o convite foi enviado para{" "}
        <strong className="break-all">{invitedEmail}</strong>. Saia desta conta e abra o link de novo para aceitá-lo.
      </Alert>
      <Button
        variant="secondary"
        className="w-full"
        loading={pending}
        loadingText="Saindo…"
        onClick={() => {
          setPending(true);
          void signOut({ callbackUrl: `/invitations/${token}` });
        }}
      >
        Sair e usar outra conta
      </Button>
    </div>
  );
}

/** Creates the invited person's account with the invitation, then signs them in. */
function NewAccountForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const enter = useEnterAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewAccountValues, unknown, z.output<typeof NewAccountSchema>>({
    resolver: zodResolver(NewAccountSchema),
    defaultValues: { name: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    setFailure(null);
    let joined: Accepted;
    try {
      joined = await accept(token, { name, password });
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS));
      return;
    }
    if ((await signInWithPassword(email, password)) === "ok") {
      enter(joined.sellerId);
      return;
    }
    // The account exists and is in the team: only the sign-in is left to do by hand.
    router.replace("/login");
  });

  return (
    // POST, so that a submit before hydration (or without JS) never puts the password in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">Crie sua senha para entrar na equipe. Seu e-mail de acesso é {email}.</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField label="Seu nome" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <NewPasswordWithConfirmation
        form={form}
        names={{ password: "password", confirmation: "confirmPassword" }}
        labels={{ password: "Senha", confirmation: "Confirme a senha" }}
      />
      <Button type="submit" loading={isSubmitting} loadingText="Criando conta…" className="w-full">
        Criar conta e aceitar
      </Button>
    </form>
  );
}
