import { Badge } from "~/app/components/ui/badge";
import { ARENA_TEXT } from "~/core/arenas/messages";

/**
 * Where the arena stands, and what saving does to it (docs/decisions/032): a creator's change to
 * a published arena goes back to review; an admin's keeps it published.
 */
export function ReviewNotice({ approved, sendsBackToReview }: { approved: boolean; sendsBackToReview: boolean }) {
  const note = sendsBackToReview ? ARENA_TEXT.backToReview : approved ? null : ARENA_TEXT.pendingReview;
  return (
    <div className="flex flex-col items-start gap-2 rounded-md border border-border bg-muted p-4 text-sm">
      <Badge variant={approved ? "success" : "secondary"}>{approved ? "Published" : "Pending review"}</Badge>
      {note ? <p data-testid="review-notice">{note}</p> : null}
    </div>
  );
}
