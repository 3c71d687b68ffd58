import { type ComponentProps, forwardRef } from "react";
import { TextField } from "./text-field";

type CurrentPasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "autoComplete" | "label"> & {
  label?: string;
};

/** The password of someone signed in, typed again to confirm a sensitive change; the browser may fill it in. */
export const CurrentPasswordField = forwardRef<HTMLInputElement, CurrentPasswordFieldProps>(
  function CurrentPasswordField(
    { label = "Sua senha", hint = "Confirme com a senha que você usa para entrar.", ...props },
    ref,
  ) {
    return <TextField ref={ref} type="password" autoComplete="current-password" label={label} hint={hint} {...props} />;
  },
);
