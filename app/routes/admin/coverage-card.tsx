import { Link } from "react-router";
import { Badge } from "~/app/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { DoorOpen } from "~/app/components/ui/icons/door-open";
import type { ArrivalCoverage } from "~/core/knowledge/arrival-coverage";
import { COVERAGE_TEXT } from "~/core/knowledge/messages";

function Share({ label, count, total }: { label: string; count: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((count / total) * 100);
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-1 text-sm">
      <dt className="font-medium">{label}</dt>
      <dd className="tabular-nums">{COVERAGE_TEXT.share(count, total)}</dd>
      <dd className="col-span-2 h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </dd>
    </div>
  );
}

/**
 * The dashboard's Arrival details card: of the arenas where officials have upcoming games, how many
 * have each arrival detail, and the busiest ones still without an officials' entrance.
 */
export function CoverageCard({ coverage }: { coverage: ArrivalCoverage }) {
  const total = coverage.arenasWithUpcomingGames;
  return (
    <Card className="mt-4" data-testid="coverage-card">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-base">{COVERAGE_TEXT.title}</CardTitle>
        <DoorOpen className="size-5 text-primary" aria-hidden />
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        {total === 0 ? (
          <p className="text-sm text-muted-foreground">{COVERAGE_TEXT.noUpcoming}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">{COVERAGE_TEXT.lead(total)}</p>
            <dl className="flex flex-col gap-3">
              <Share label={COVERAGE_TEXT.entrance} count={coverage.withEntrance} total={total} />
              <Share label={COVERAGE_TEXT.parking} count={coverage.withParking} total={total} />
              <Share label={COVERAGE_TEXT.dressingRoom} count={coverage.withDressingRoom} total={total} />
            </dl>
          </div>
        )}
        {total === 0 ? null : (
          <section aria-labelledby="coverage-top" className="flex flex-col gap-2">
            <h3 id="coverage-top" className="text-sm font-semibold">
              {COVERAGE_TEXT.topTitle}
            </h3>
            {coverage.topWithoutEntrance.length === 0 ? (
              <p className="text-sm text-muted-foreground">{COVERAGE_TEXT.topEmpty}</p>
            ) : (
              <ol className="divide-y rounded-md border text-sm">
                {coverage.topWithoutEntrance.map((arena) => (
                  <li key={arena.arenaId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                    <span className="min-w-0">
                      <Link to={`/arenas/${arena.arenaId}`} className="font-medium break-words hover:underline">
                        {arena.arenaName}
                      </Link>
                      <span className="text-muted-foreground">
                        {" "}
                        · {arena.city}, {arena.state}
                      </span>
                      {arena.approved ? null : (
                        <Badge variant="outline" className="ml-2">
                          {COVERAGE_TEXT.pending}
                        </Badge>
                      )}
                    </span>
                    <span className="tabular-nums text-muted-foreground">
                      {COVERAGE_TEXT.upcomingGames(arena.upcomingGames)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
