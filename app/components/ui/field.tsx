import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/app/lib/cn";

export const inputClasses =
  "min-h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive";

type FieldProps = ComponentProps<"input"> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input with its error wired to aria-describedby. */
export function Field({ label, name, error, hint, className, id, ...props }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {hint}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
    >
      {message}
    </p>
  );
}
