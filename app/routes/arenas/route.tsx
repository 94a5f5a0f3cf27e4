import { startTransition, useEffect, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { ArenaGrid } from "~/app/components/arena-grid";
import { MAP_TEXT } from "~/app/components/arena-map/map-text";
import { Page } from "~/app/components/page";
import { Button, buttonClasses } from "~/app/components/ui/button";
import { List } from "~/app/components/ui/icons/list";
import { LocateFixed } from "~/app/components/ui/icons/locate-fixed";
import { MapIcon } from "~/app/components/ui/icons/map-icon";
import { toast } from "~/app/lib/lazy-toast";
import { useKnownLocation } from "~/app/lib/use-known-location";
import type { ArenaSummary } from "~/core/arenas/arena-summary";
import { ARENA_FIRST_SCREEN, ARENA_PAGE_SIZE } from "~/core/arenas/search-limits";
import { ARENA_LEVELS } from "~/core/domain";
import type { Route } from "./+types/route";
import { ArenaFilterForm } from "./arena-filters";
import { ArenaMapView } from "./map-view";
import type { loader } from "./page.server";
import { SchoolMatches } from "./school-matches";

export { loader } from "./page.server";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const search = loaderData?.filters.search;
  return [
    { title: search ? `“${search}” · Arena List · Tipoff` : "Arena List · Tipoff" },
    {
      name: "description",
      content:
        "Every arena on Tipoff: search by name, school or city, filter by conference, level and state, see how far each one is.",
    },
  ];
}

export default function ArenaList({ loaderData }: Route.ComponentProps) {
  const { filters, total, conferences, favoriteIds, error, view, stateError } = loaderData;
  const location = useLocation();
  const { coordinates, request, state } = useKnownLocation();
  const more = useFetcher<typeof loader>();
  const [extra, setExtra] = useState<{ arenas: ArenaSummary[]; nextCursor: string | null }>({
    arenas: [],
    nextCursor: null,
  });

  // A new search starts the list over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every URL change
  useEffect(() => setExtra({ arenas: [], nextCursor: null }), [location.search]);
  useEffect(() => {
    if (more.state === "idle" && more.data?.arenas) {
      const loaded = more.data;
      // A transition: the cards render in slices between the browser's other work, not in one long task.
      startTransition(() =>
        setExtra((current) => ({ arenas: [...current.arenas, ...loaded.arenas], nextCursor: loaded.nextCursor })),
      );
    }
  }, [more.state, more.data]);
  // The HTML carries the first screen's arenas (ARENA_FIRST_SCREEN); once the page has loaded and
  // the browser is idle, the rest of the first page follows, so the list still shows a whole page.
  // On the map the list is only the page without JavaScript: nothing to fill.
  const fillCursor = loaderData.cursor || view === "map" ? null : loaderData.nextCursor;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per list the server sent (its URL and cursor)
  useEffect(() => {
    if (!fillCursor || loaderData.arenas.length < ARENA_FIRST_SCREEN) return;
    const href = `${location.pathname}${withParam(location.search, "cursor", fillCursor)}&limit=${ARENA_PAGE_SIZE - ARENA_FIRST_SCREEN}`;
    return whenIdle(() => more.load(href));
  }, [location.search, fillCursor]);
  useEffect(() => {
    if (error) toast.error(error);
  }, [error]);

  const arenas = [...loaderData.arenas, ...extra.arenas];
  const nextCursor = extra.arenas.length > 0 ? extra.nextCursor : loaderData.nextCursor;
  const nextHref = nextCursor ? withParam(location.search, "cursor", nextCursor) : null;

  const list = (
    <>
      <div className="mt-6 mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium" aria-live="polite">{`${total} arena(s) found`}</p>
        {coordinates ? null : (
          <Button variant="ghost" size="sm" onClick={request} disabled={state.status === "loading"}>
            <LocateFixed className="size-4" aria-hidden />
            Show distances
          </Button>
        )}
      </div>
      {"message" in state ? <p className="mb-4 text-sm text-muted-foreground">{state.message}</p> : null}
      {arenas.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">No arenas match your filter criteria.</p>
          <p className="mt-1 text-sm text-muted-foreground">Try adjusting your filters or search term.</p>
        </div>
      ) : (
        <ArenaGrid arenas={arenas} favoriteIds={favoriteIds} origin={coordinates} />
      )}
      {nextHref ? (
        <div className="mt-6 flex justify-center">
          <Link
            to={nextHref}
            className={buttonClasses("outline", "lg")}
            onClick={(event) => {
              event.preventDefault();
              more.load(`${location.pathname}${nextHref}`);
            }}
          >
            {more.state === "loading" ? "Loading..." : "Load more arenas"}
          </Link>
        </div>
      ) : null}
      <SchoolMatches search={filters.search} schools={loaderData.schools} />
    </>
  );

  return (
    <Page title="Arena List">
      {/* Every level the form offers, so a level no arena has yet (High School) can still be picked. */}
      <ArenaFilterForm
        filters={filters}
        conferences={conferences}
        levels={ARENA_LEVELS}
        view={view}
        stateError={stateError}
      />
      <ViewToggle view={view} search={location.search} />
      {view === "map" ? (
        <>
          <div className="js-only">
            <ArenaMapView filters={filters} />
          </div>
          {/* Without JavaScript there is no map: the server's list stands in for it. */}
          <div className="no-js-only">
            <p className="mt-6 text-sm text-muted-foreground">{MAP_TEXT.needsJavaScript}</p>
            {list}
          </div>
        </>
      ) : (
        list
      )}
    </Page>
  );
}

/** List | Map, kept in the URL (`?view=map`) so a map can be shared; plain links work without JavaScript. */
function ViewToggle({ view, search }: { view: "list" | "map"; search: string }) {
  const params = new URLSearchParams(search);
  params.delete("cursor");
  params.delete("view");
  const listHref = `?${params}`;
  params.set("view", "map");
  const mapHref = `?${params}`;
  const linkClasses = (active: boolean) =>
    `inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${
      active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground"
    }`;
  return (
    <nav aria-label={MAP_TEXT.viewToggleLabel} className="mt-4 inline-flex rounded-lg bg-muted p-1">
      <Link to={listHref} className={linkClasses(view === "list")} aria-current={view === "list" ? "page" : undefined}>
        <List className="size-4" aria-hidden />
        {MAP_TEXT.listView}
      </Link>
      <Link to={mapHref} className={linkClasses(view === "map")} aria-current={view === "map" ? "page" : undefined}>
        <MapIcon className="size-4" aria-hidden />
        {MAP_TEXT.mapView}
      </Link>
    </nav>
  );
}

/** Runs `task` once the browser is idle (Safari, without requestIdleCallback: shortly after); cancellable. */
function whenIdle(task: () => void): () => void {
  if (window.requestIdleCallback) {
    const idle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(task, 500);
  return () => window.clearTimeout(timer);
}

function withParam(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params}`;
}
