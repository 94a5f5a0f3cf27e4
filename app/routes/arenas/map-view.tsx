import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { MAP_TEXT } from "~/app/components/arena-map/map-text";
import { Button } from "~/app/components/ui/button";
import { LocateFixed } from "~/app/components/ui/icons/locate-fixed";
import { Search } from "~/app/components/ui/icons/search";
import { requestLimit } from "~/app/lib/request-limit";
import { useKnownLocation } from "~/app/lib/use-known-location";
import { useMapTiles } from "~/app/lib/user";
import type { ArenaPoint } from "~/core/arenas/arena-summary";
import { distanceMiles, formatMilesAway } from "~/core/geo/distance";
import type { MapPlace } from "~/core/schools/school";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import type { ArenaFilters } from "~/core/validation/arena-query";

// Leaflet, supercluster and their CSS are one lazy chunk, fetched when the map is first shown.
const ArenaMap = lazy(() => import("~/app/components/arena-map/arena-map"));

const NEAREST_COUNT = 3;

type MapSearchState =
  | { status: "idle" | "loading" }
  | { status: "found"; place: MapPlace }
  | { status: "message"; text: string };

type PointsState = { status: "loading" } | { status: "ready"; points: ArenaPoint[] } | { status: "failed" };

function pointsUrl(filters: ArenaFilters): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  return `/api/arenas/points?${query}`;
}

/** The map of every arena matching the filters (not only the first page), with "Near me". */
export function ArenaMapView({ filters }: { filters: ArenaFilters }) {
  const tiles = useMapTiles();
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<PointsState>({ status: "loading" });
  const [wantsNearMe, setWantsNearMe] = useState(false);
  const { coordinates, request, state: location } = useKnownLocation();
  const url = pointsUrl(filters);
  // The geocoder is asked only when the person presses "Search the map": the service allows one
  // request a second for the whole app.
  // Kept with the search text it answers: a new search shows nothing found until asked again.
  const [mapSearchFor, setMapSearchFor] = useState<{ search: string; state: MapSearchState }>({
    search: "",
    state: { status: "idle" },
  });
  const mapSearch: MapSearchState = mapSearchFor.search === filters.search ? mapSearchFor.state : { status: "idle" };

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch(url, { signal: requestLimit(controller.signal) })
      .then((response) => {
        if (!response.ok) throw new Error(`points answered ${response.status}`);
        return response.json() as Promise<{ points: ArenaPoint[] }>;
      })
      .then((body) => setState({ status: "ready", points: body.points }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error("map points failed", error);
          setState({ status: "failed" });
        }
      });
    return () => controller.abort();
  }, [url]);

  const points = state.status === "ready" ? state.points : [];
  // A place found by "Search the map" wins over the person's own location until the search changes.
  const found = mapSearch.status === "found" ? mapSearch.place : null;
  const center = found ? found.coordinates : wantsNearMe ? coordinates : null;
  const nearest = useMemo(() => {
    if (!center) return [];
    return points
      .map((point) => ({ point, miles: distanceMiles(center, { latitude: point[1], longitude: point[2] }) }))
      .sort((a, b) => a.miles - b.miles)
      .slice(0, NEAREST_COUNT);
  }, [points, center]);
  const focus = useMemo(
    () =>
      center && (found || nearest.length > 0)
        ? { origin: center, nearest: nearest.map((n) => n.point), label: found ? found.name : MAP_TEXT.youAreHere }
        : null,
    [center, found, nearest],
  );

  const searchTheMap = async () => {
    const search = filters.search;
    const setMapSearch = (state: MapSearchState) => setMapSearchFor({ search, state });
    setMapSearch({ status: "loading" });
    try {
      const response = await fetch(`/api/places?${new URLSearchParams({ source: "map", q: search })}`, {
        signal: requestLimit(),
      });
      const body = (await response.json()) as { places?: MapPlace[]; error?: { message: string } };
      const place = body.places?.[0];
      if (!response.ok)
        setMapSearch({ status: "message", text: body.error?.message ?? SCHOOL_TEXT.mapSearchUnavailable });
      else if (place) setMapSearch({ status: "found", place });
      else setMapSearch({ status: "message", text: SCHOOL_TEXT.mapSearchNothing(search) });
    } catch {
      setMapSearch({ status: "message", text: SCHOOL_TEXT.mapSearchUnavailable });
    }
  };

  return (
    <section aria-label="Arena map" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium" aria-live="polite">
          {state.status === "ready" ? MAP_TEXT.pointsShown(points.length) : MAP_TEXT.loadingMap}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setWantsNearMe(true);
            request();
          }}
          disabled={location.status === "loading"}
        >
          <LocateFixed className="size-4" aria-hidden />
          {MAP_TEXT.nearMe}
        </Button>
      </div>
      {filters.search ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={searchTheMap} disabled={mapSearch.status === "loading"}>
            <Search className="size-4" aria-hidden />
            {SCHOOL_TEXT.searchMap(filters.search)}
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {mapSearch.status === "message" ? mapSearch.text : ""}
          </p>
        </div>
      ) : null}
      {"message" in location && wantsNearMe ? (
        <p className="text-sm text-muted-foreground">{location.message}</p>
      ) : null}
      {state.status === "failed" ? (
        <p role="alert" className="rounded-lg border border-dashed p-6 text-center">
          {MAP_TEXT.loadMapFailed}
        </p>
      ) : mounted && tiles ? (
        <Suspense fallback={<MapPlaceholder />}>
          <ArenaMap points={points} tiles={tiles} origin={coordinates} focus={focus} />
        </Suspense>
      ) : (
        <MapPlaceholder />
      )}
      {state.status === "ready" && points.length === 0 ? (
        <p className="text-sm text-muted-foreground">{MAP_TEXT.noPoints}</p>
      ) : null}
      {nearest.length > 0 ? (
        <div>
          <h2 className="mb-2 text-lg font-semibold">{MAP_TEXT.nearestHeading}</h2>
          <ol className="grid gap-2">
            {nearest.map(({ point: [id, , , name], miles }) => (
              <li key={id} className="flex items-baseline justify-between gap-3 rounded-md border bg-card p-3">
                <Link to={`/arenas/${id}`} className="font-medium underline-offset-4 hover:underline">
                  {name}
                </Link>
                <span className="text-sm text-muted-foreground">{formatMilesAway(miles)}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

function MapPlaceholder() {
  return (
    <div className="grid h-[60vh] min-h-80 w-full place-items-center rounded-lg border bg-muted text-muted-foreground">
      {MAP_TEXT.loadingMap}
    </div>
  );
}
