"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { NewPasswordField } from "@/components/ui/new-password-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { CreateUserSchema } from "@/lib/users/schema";
import type { z } from "@/lib/zod";
import { useCreateUser } from "./use-member-mutations";

type CreateUserValues = z.input<typeof CreateUserSchema>;

const FIELDS = ["email", "password", "companyName", "role"] as const;
const EMPTY: CreateUserValues = { email: "", password: "", companyName: "", role: "seller" };
const ROLE_OPTIONS = [
  { value: "seller", label: "Vendedor" },
  { value: "admin", label: "Administrador" },
] as const;

/** Creates an account for someone else; a seller still goes through the company registration and approval. */
export function CreateUserForm() {
  const router = useRouter();
  const create = useCreateUser();
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<CreateUserValues, unknown, z.output<typeof CreateUserSchema>>({
    resolver: zodResolver(CreateUserSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { failure, submit, pending } = useFormSubmit(form, {
    fields: FIELDS,
    send: async (values) => {
      setCreated(null);
      const user = await create.mutateAsync(values);
      setCreated(
        `Conta de ${user.email} criada como ${user.role === "admin" ? "administrador" : "vendedor"}. Envie a senha por um canal seguro.`,
      );
      router.refresh();
    },
  });

  return (
    // POST, so that a submit before hydration never puts the password in the URL.
    <form method="post" onSubmit={submit} noValidate aria-label="Criar usuário" className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      {created && <Alert tone="success">{created}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label="Nome ou empresa"
          autoComplete="off"
          error={errors.companyName?.message}
          {...form.register("companyName")}
        />
        <NewPasswordField label="Senha inicial" error={errors.password?.message} {...form.register("password")} />
        <SelectField label="Papel" options={ROLE_OPTIONS} error={errors.role?.message} {...form.register("role")} />
      </div>
      <Button type="submit" loading={pending} loadingText="Criando…">
        Criar usuário
      </Button>
    </form>
  );
}
