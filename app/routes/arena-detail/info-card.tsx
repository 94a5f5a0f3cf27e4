import type { ReactNode } from "react";
import { Card } from "~/app/components/ui/card";
import type { IconComponent } from "~/app/components/ui/icon";

/** One of the arena's information cards; shows the fixed placeholder when the text is empty. */
export function InfoCard({
  title,
  Icon,
  text,
  placeholder,
  footer,
}: {
  title: string;
  Icon: IconComponent;
  text: string;
  placeholder: string;
  footer?: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden />
        {title}
      </h2>
      {text ? (
        <p className="mt-2 whitespace-pre-line break-words">{text}</p>
      ) : (
        <p className="mt-2 text-muted-foreground italic">{placeholder}</p>
      )}
      {footer ? <div className="mt-3">{footer}</div> : null}
    </Card>
  );
}
