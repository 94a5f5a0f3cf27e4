import type { ComponentProps } from "react";
import { cn } from "~/app/lib/cn";

/** A card's frame, for an element that is a card without being a `Card` (the arena list's items). */
export const CARD_CLASSES = "rounded-lg border bg-card text-card-foreground shadow-sm";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASSES, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1 p-4 sm:p-5", className)} {...props} />;
}

/** A card's heading: `h2` under a page's `h1`; `h3` where the cards sit under a section's `h2`. */
export function CardTitle({ className, as: Heading = "h2", ...props }: ComponentProps<"h2"> & { as?: "h2" | "h3" }) {
  return <Heading className={cn("text-lg font-semibold leading-tight", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-4 pb-4 sm:px-5 sm:pb-5", className)} {...props} />;
}
