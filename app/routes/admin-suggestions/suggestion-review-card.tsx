import { Link, useFetcher } from "react-router";
import { LocalTime } from "~/app/components/admin/local-time";
import { type AdminActionResult, useResultToast } from "~/app/components/admin/use-result-toast";
import { reviewPins, SuggestionPins } from "~/app/components/knowledge/suggestion-pins";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Check } from "~/app/components/ui/icons/check";
import { X } from "~/app/components/ui/icons/x";
import type { ArenaField } from "~/core/arenas/arena-input";
import { ARENA_FIELD_LABELS } from "~/core/arenas/field-labels";
import { COMMON_TEXT } from "~/core/common-text";
import { REJECT_REASON_MAX_LENGTH } from "~/core/suggestions/limits";
import { SUGGESTION_STATUS_LABELS, SUGGESTION_TEXT } from "~/core/suggestions/messages";
import type { SuggestionReview } from "~/core/suggestions/suggestion-review";

function shown(value: unknown) {
  if (value === null || value === undefined || value === "")
    return <span className="text-muted-foreground italic">empty</span>;
  return <span className="whitespace-pre-line break-words">{String(value)}</span>;
}

/**
 * One suggestion, field by field: the value when it was suggested, the value now when the arena
 * changed since, and the suggested value, each with an Apply box. Approve sends the arena version
 * shown here, so only what the admin saw is applied. Plain form posts: works without JavaScript.
 */
export function SuggestionReviewCard({ suggestion }: { suggestion: SuggestionReview }) {
  const fetcher = useFetcher<AdminActionResult>({ key: `suggestion-${suggestion.id}` });
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data);
  const fields = Object.keys(suggestion.fields) as ArenaField[];
  const stale = suggestion.changedSince.length > 0;
  const pending = suggestion.status === "pending";
  const formId = `approve-${suggestion.id}`;
  return (
    <Card aria-busy={busy} data-testid="suggestion-card">
      <CardHeader className="gap-1">
        <CardTitle>
          <Link to={`/arenas/${suggestion.arenaId}`} className="hover:underline">
            {suggestion.arenaName}
          </Link>
        </CardTitle>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={pending ? "secondary" : "outline"}>{SUGGESTION_STATUS_LABELS[suggestion.status]}</Badge>
          <span>{suggestion.suggestedBy ?? "A former user"}</span>
          <LocalTime value={suggestion.createdAt} />
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {suggestion.note ? (
          <blockquote className="border-l-4 pl-3 text-sm whitespace-pre-line break-words">{suggestion.note}</blockquote>
        ) : null}
        {pending && stale ? (
          <p
            role="note"
            className="rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
          >
            {SUGGESTION_TEXT.arenaChanged}
          </p>
        ) : null}
        <fetcher.Form method="post" id={formId} className="contents">
          <input type="hidden" name="id" value={suggestion.id} />
          <input type="hidden" name="updatedAt" value={suggestion.arenaUpdatedAt} />
        </fetcher.Form>
        <div className={reviewPins(suggestion).length > 0 ? "grid gap-4 md:grid-cols-2" : ""}>
          <ul className="flex flex-col gap-3">
            {fields.map((field) => {
              const changed = suggestion.changedSince.includes(field);
              const applied = suggestion.applied?.includes(field) ?? false;
              return (
                <li key={field} className="rounded-md border p-3 text-sm" data-field={field}>
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium">{ARENA_FIELD_LABELS[field]}</span>
                    {pending ? (
                      <label className="flex min-h-11 items-center gap-2">
                        <input
                          type="checkbox"
                          name="apply"
                          value={field}
                          form={formId}
                          defaultChecked={!changed}
                          className="size-5 accent-primary"
                        />
                        Apply
                      </label>
                    ) : applied ? (
                      <Badge variant="secondary">Applied</Badge>
                    ) : null}
                  </div>
                  <dl className="mt-2 grid gap-x-3 gap-y-1 sm:grid-cols-[8rem_1fr]">
                    <dt className="text-muted-foreground">{changed ? "When suggested" : "Before"}</dt>
                    <dd>{shown(suggestion.base[field])}</dd>
                    {changed ? (
                      <>
                        <dt className="font-medium">Now</dt>
                        <dd>{shown(suggestion.current[field])}</dd>
                      </>
                    ) : null}
                    <dt className="font-medium text-primary">Suggested</dt>
                    <dd>{shown(suggestion.fields[field])}</dd>
                  </dl>
                </li>
              );
            })}
          </ul>
          <SuggestionPins suggestion={suggestion} />
        </div>
        {suggestion.status === "rejected" && suggestion.reason ? (
          <p className="text-sm">
            <span className="font-medium">Reason: </span>
            {suggestion.reason}
          </p>
        ) : null}
        {pending ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Button type="submit" form={formId} name="intent" value="approve" disabled={busy}>
              <Check className="size-4" aria-hidden />
              {busy ? COMMON_TEXT.processing : "Approve"}
            </Button>
            <fetcher.Form method="post" className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
              <input type="hidden" name="id" value={suggestion.id} />
              <label className="flex flex-1 flex-col gap-1 text-sm">
                {SUGGESTION_TEXT.reasonLabel}
                <input
                  name="reason"
                  maxLength={REJECT_REASON_MAX_LENGTH}
                  className="min-h-11 rounded-md border bg-background px-3"
                />
              </label>
              <Button type="submit" name="intent" value="reject" variant="outline" disabled={busy}>
                <X className="size-4" aria-hidden />
                Reject
              </Button>
            </fetcher.Form>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
