import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "danger" | "ghost" | "ghost-danger";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600",
  secondary:
    "bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-slate-500",
  danger: "bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600",
  ghost: "text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-500",
  "ghost-danger": "text-red-700 hover:bg-red-50 focus-visible:outline-red-600",
};

/**
 * Padding and type size live here, not in `className`: Tailwind orders its CSS by utility, not by the order of the
 * classes, so a `px-3` passed in loses to the base `px-4` and the override silently does nothing.
 */
type Size = "sm" | "md" | "lg";

const SIZES: Record<Size, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-4 py-3 text-base",
};

type ButtonStyle = { size?: Size; className?: string };

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & {
    variant?: Variant;
    loading?: boolean;
    /** What the button says while `loading` ("Salvando…"), so the wait reads as progress, not as a dead button. */
    loadingText?: string;
  };

/** The button look, also for links that lead somewhere ("Completar cadastro"). `className` adds layout only. */
export function buttonClass(variant: Variant = "primary", { size = "md", className = "" }: ButtonStyle = {}) {
  return `inline-flex items-center justify-center gap-2 rounded-md font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${SIZES[size]} ${VARIANTS[variant]} ${className}`;
}

export function Button({
  variant = "primary",
  size,
  loading = false,
  loadingText,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, { size, className })}
    >
      {loading && (
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
      )}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
