import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/app/lib/cn";
import { Select } from "./select";
import { Textarea } from "./textarea";

export const inputClasses =
  "min-h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive";

type Labelled = { label: string; name: string; error?: string | undefined; hint?: ReactNode };

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

/** A labelled input with its error wired to aria-describedby; the hint (a strength meter …) follows the input. */
export function Field({ label, name, error, hint, className, id, ...props }: Labelled & ComponentProps<"input">) {
  const inputId = id ?? `field-${name}`;
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
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...props}
      />
      {hint}
      <ErrorText id={inputId} error={error} />
    </div>
  );
}

// For selects and text areas the hint sits between label and control, read before typing.
function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="text-sm text-muted-foreground">
      {hint}
    </p>
  );
}

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A labelled <select> wired like Field: hint and error in aria-describedby. */
export function SelectField({ label, name, error, hint, children, ...props }: Labelled & ComponentProps<"select">) {
  const id = `field-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <Select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      >
        {children}
      </Select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** A labelled <textarea>, wired like SelectField. */
export function TextareaField({ label, name, error, hint, ...props }: Labelled & ComponentProps<"textarea">) {
  const id = `field-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <Textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      />
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** A titled group of fields: one card, the fields stacked on a phone. */
export function FieldGroup({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold leading-tight">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
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
