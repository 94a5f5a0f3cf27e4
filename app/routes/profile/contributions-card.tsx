import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { DoorOpen } from "~/app/components/ui/icons/door-open";
import { ARENA_FIELD_LABELS } from "~/core/arenas/field-labels";
import { SUGGESTION_STATUS_LABELS, SUGGESTION_TEXT } from "~/core/suggestions/messages";
import type { Contributions } from "~/core/users/contributions";

/** One kind of contribution: a heading and a row per item (a link to its arena and its status). */
function ContributionList<Item extends { id: string }>({
  id,
  title,
  items,
  row,
}: {
  id: string;
  title: string;
  items: readonly Item[];
  row: (item: Item) => { arenaId: string; label: string; status: string; muted: boolean; details?: ReactNode };
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-medium">
        {title}
      </h3>
      <ul className="mt-2 divide-y rounded-md border">
        {items.map((item) => {
          const { arenaId, label, status, muted, details } = row(item);
          return (
            <li key={item.id} className="flex flex-col gap-1 px-3 py-2">
              <div className="flex items-center justify-between gap-3">
                <Link to={`/arenas/${arenaId}`} className="min-w-0 break-words hover:underline">
                  {label}
                </Link>
                <Badge variant={muted ? "outline" : "secondary"}>{status}</Badge>
              </div>
              {details}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * What this person submitted and suggested, each with where it stands (and why, when rejected),
 * after the line that says what their arrival notes do for other officials.
 */
export function ContributionsCard({
  contributions,
  arrivalNotes,
}: {
  contributions: Contributions;
  arrivalNotes: string;
}) {
  const { arenas, suggestions } = contributions;
  return (
    <Card data-testid="contributions">
      <CardHeader>
        <CardTitle>{SUGGESTION_TEXT.contributionsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 text-sm">
        <p className="flex items-start gap-2 font-medium" data-testid="arrival-notes">
          <DoorOpen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {arrivalNotes}
        </p>
        {arenas.length === 0 && suggestions.length === 0 ? (
          <p className="text-muted-foreground">{SUGGESTION_TEXT.noContributions}</p>
        ) : null}
        <ContributionList
          id="my-arenas"
          title="Arenas I submitted"
          items={arenas}
          row={(arena) => ({
            arenaId: arena.id,
            label: `${arena.name} · ${arena.city}, ${arena.state}`,
            status: arena.approved ? "Published" : "Pending",
            muted: !arena.approved,
          })}
        />
        <ContributionList
          id="my-suggestions"
          title="Updates I suggested"
          items={suggestions}
          row={(suggestion) => ({
            arenaId: suggestion.arenaId,
            label: suggestion.arenaName,
            status: SUGGESTION_STATUS_LABELS[suggestion.status],
            muted: suggestion.status === "rejected",
            details: (
              <>
                <p className="text-muted-foreground">
                  {suggestion.fields.map((field) => ARENA_FIELD_LABELS[field]).join(", ")}
                </p>
                {suggestion.status === "rejected" && suggestion.reason ? (
                  <p>
                    <span className="font-medium">Reason: </span>
                    {suggestion.reason}
                  </p>
                ) : null}
              </>
            ),
          })}
        />
      </CardContent>
    </Card>
  );
}
