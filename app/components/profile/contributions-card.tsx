import { Link } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { ARENA_FIELD_LABELS } from "~/worker/arenas/field-labels";
import { SUGGESTION_STATUS_LABELS, SUGGESTION_TEXT } from "~/worker/suggestions/messages";
import type { Contributions } from "~/worker/suggestions/suggestions.server";

/** What this person submitted and suggested, each with where it stands (and why, when rejected). */
export function ContributionsCard({ contributions }: { contributions: Contributions }) {
  const { arenas, suggestions } = contributions;
  return (
    <Card data-testid="contributions">
      <CardHeader>
        <CardTitle>{SUGGESTION_TEXT.contributionsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 text-sm">
        {arenas.length === 0 && suggestions.length === 0 ? (
          <p className="text-muted-foreground">{SUGGESTION_TEXT.noContributions}</p>
        ) : null}
        {arenas.length > 0 ? (
          <section aria-labelledby="my-arenas">
            <h3 id="my-arenas" className="font-medium">
              Arenas I submitted
            </h3>
            <ul className="mt-2 divide-y rounded-md border">
              {arenas.map((arena) => (
                <li key={arena.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <Link to={`/arenas/${arena.id}`} className="min-w-0 break-words hover:underline">
                    {arena.name} · {arena.city}, {arena.state}
                  </Link>
                  <Badge variant={arena.approved ? "secondary" : "outline"}>
                    {arena.approved ? "Published" : "Pending"}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {suggestions.length > 0 ? (
          <section aria-labelledby="my-suggestions">
            <h3 id="my-suggestions" className="font-medium">
              Updates I suggested
            </h3>
            <ul className="mt-2 divide-y rounded-md border">
              {suggestions.map((suggestion) => (
                <li key={suggestion.id} className="flex flex-col gap-1 px-3 py-2">
                  <div className="flex items-center justify-between gap-3">
                    <Link to={`/arenas/${suggestion.arenaId}`} className="min-w-0 break-words hover:underline">
                      {suggestion.arenaName}
                    </Link>
                    <Badge variant={suggestion.status === "rejected" ? "outline" : "secondary"}>
                      {SUGGESTION_STATUS_LABELS[suggestion.status]}
                    </Badge>
                  </div>
                  <p className="text-muted-foreground">
                    {suggestion.fields.map((field) => ARENA_FIELD_LABELS[field]).join(", ")}
                  </p>
                  {suggestion.status === "rejected" && suggestion.reason ? (
                    <p>
                      <span className="font-medium">Reason: </span>
                      {suggestion.reason}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
