"use client";

import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";

export type ContactValues = { name: string; email: string; phone: string };

/** Name, e-mail and phone: what both the new-customer and the edit forms ask, inside their FormProvider. */
export function CustomerContactFields() {
  const { register, formState } = useFormContext<ContactValues>();
  const { errors } = formState;
  return (
    <>
      <TextField label="Nome" autoComplete="off" error={errors.name?.message} {...register("name")} />
      <TextField label="E-mail" type="email" autoComplete="off" error={errors.email?.message} {...register("email")} />
      <TextField
        label="Telefone (opcional)"
        type="tel"
        placeholder="(11) 98765-4321"
        autoComplete="off"
        error={errors.phone?.message}
        {...register("phone")}
      />
    </>
  );
}
