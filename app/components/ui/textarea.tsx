import type { ComponentProps } from "react";
import { cn } from "~/app/lib/cn";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-28 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
