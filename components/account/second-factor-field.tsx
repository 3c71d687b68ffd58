import { type InputHTMLAttributes, forwardRef } from "react";
import { TextField } from "@/components/ui/text-field";

type SecondFactorFieldProps = InputHTMLAttributes<HTMLInputElement> & { error?: string };

/** The code that confirms a sensitive change for a person who signs in with two-factor sign-in. */
export const SecondFactorField = forwardRef<HTMLInputElement, SecondFactorFieldProps>(
  function SecondFactorField(props, ref) {
    return (
      <TextField
        ref={ref}
        label="Código do aplicativo"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        hint="O código de 6 dígitos que o aplicativo autenticador mostra agora, ou um código de recuperação."
        {...props}
      />
    );
  },
);

/** A blank code field is no code at all, which the API tells apart from a wrong one. */
export const codeOrNothing = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
