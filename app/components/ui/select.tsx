import type { ComponentProps } from "react";
import { cn } from "~/app/lib/cn";

/** A native <select>: accessible, works without JavaScript and uses the phone's own picker. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "min-h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-card-foreground aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
