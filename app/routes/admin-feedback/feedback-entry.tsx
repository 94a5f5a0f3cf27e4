import { useFetcher } from "react-router";
import { LocalTime } from "~/app/components/admin/local-time";
import { type AdminActionResult, useResultToast } from "~/app/components/admin/use-result-toast";
import { Badge, type BadgeVariant } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent } from "~/app/components/ui/card";
import { UserRound } from "~/app/components/ui/icons/user-round";
import { COMMON_TEXT } from "~/core/common-text";
import type { FeedbackStatus, FeedbackType } from "~/core/domain";
import type { FeedbackEntry } from "~/core/feedback/feedback-entry";

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: "New",
  "in-review": "In Review",
  completed: "Completed",
  rejected: "Rejected",
};

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = { feature: "Feature", bug: "Bug", other: "Other" };

const STATUS_BADGES: Record<FeedbackStatus, BadgeVariant> = {
  new: "default",
  "in-review": "secondary",
  completed: "success",
  rejected: "outline",
};

// The buttons set in-review, completed or rejected.
const TARGETS: FeedbackStatus[] = ["in-review", "completed", "rejected"];

export function FeedbackEntryCard({ entry }: { entry: FeedbackEntry }) {
  const fetcher = useFetcher<AdminActionResult>({ key: `feedback-${entry.id}` });
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data);

  return (
    <Card aria-busy={busy}>
      <CardContent className="flex flex-col gap-3 pt-4 sm:pt-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="outline">{FEEDBACK_TYPE_LABELS[entry.type]}</Badge>
          <Badge variant={STATUS_BADGES[entry.status]}>{FEEDBACK_STATUS_LABELS[entry.status]}</Badge>
          <LocalTime value={entry.createdAt} className="ml-auto text-muted-foreground" />
        </div>
        <p className="whitespace-pre-wrap break-words">{entry.content}</p>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <UserRound className="size-4 shrink-0" aria-hidden />
          {entry.submitter ? (
            <span className="break-all">
              <span className="font-medium text-foreground">{entry.submitter.name}</span> · {entry.submitter.email}
            </span>
          ) : (
            "Anonymous visitor"
          )}
        </p>
        <fetcher.Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={entry.id} />
          <input type="hidden" name="intent" value="status" />
          {TARGETS.map((status) => (
            <Button
              key={status}
              type="submit"
              name="status"
              value={status}
              size="sm"
              variant={entry.status === status ? "secondary" : "outline"}
              aria-pressed={entry.status === status}
              disabled={busy || entry.status === status}
            >
              {busy ? COMMON_TEXT.processing : FEEDBACK_STATUS_LABELS[status]}
            </Button>
          ))}
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
