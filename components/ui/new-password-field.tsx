import { type ComponentProps, forwardRef } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { TextField } from "./text-field";

type NewPasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "autoComplete" | "hint">;

/** A password being chosen: the browser may offer one, and the hint states PasswordSchema's rule. */
export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordFieldProps>(
  function NewPasswordField(props, ref) {
    return (
      <TextField ref={ref} type="password" autoComplete="new-password" hint="Pelo menos 8 caracteres." {...props} />
    );
  },
);

type PasswordPair<T> = { password: T; confirmation: T };

/** A new password typed twice; the rule's hint goes only on the first. */
export function NewPasswordWithConfirmation<Values extends FieldValues>({
  form,
  names,
  labels,
}: {
  // Any output type: the fields only register and read their errors.
  form: Pick<UseFormReturn<Values>, "register" | "getFieldState" | "formState">;
  names: PasswordPair<Path<Values>>;
  labels: PasswordPair<string>;
}) {
  const errorOf = (name: Path<Values>) => form.getFieldState(name, form.formState).error?.message;
  return (
    <>
      <NewPasswordField label={labels.password} error={errorOf(names.password)} {...form.register(names.password)} />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        error={errorOf(names.confirmation)}
        {...form.register(names.confirmation)}
      />
    </>
  );
}
