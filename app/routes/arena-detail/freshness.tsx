import { Form } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { CircleCheck } from "~/app/components/ui/icons/circle-check";
import { TriangleAlert } from "~/app/components/ui/icons/triangle-alert";
import { CONFIRMATION_TEXT } from "~/core/suggestions/messages";

export type FreshnessView = { updated: string; confirmed: string | null; outOfDate: boolean };

/** "Updated today · Confirmed by 3 officials · last on Nov 20, 2026", and the warning when stale. */
export function FreshnessLine({ freshness }: { freshness: FreshnessView }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground" data-testid="freshness">
      <span>{freshness.updated}</span>
      {freshness.confirmed ? (
        <>
          <span aria-hidden>·</span>
          <span>{freshness.confirmed}</span>
        </>
      ) : null}
      {freshness.outOfDate ? (
        <Badge variant="outline" className="gap-1">
          <TriangleAlert className="size-3.5" aria-hidden />
          {CONFIRMATION_TEXT.outOfDate}
        </Badge>
      ) : null}
    </p>
  );
}

/**
 * "Still accurate?": a plain form post to the arena page's action, so it works without
 * JavaScript; the toast after the redirect says whether it counted.
 */
export function StillAccurateButton({ label }: { label: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value="confirm" />
      <Button type="submit" variant="outline" size="sm" aria-label={`${CONFIRMATION_TEXT.button} (${label})`}>
        <CircleCheck className="size-4" aria-hidden />
        {CONFIRMATION_TEXT.button}
      </Button>
    </Form>
  );
}
