import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/app/components/ui/button";
import { LocateFixed } from "~/app/components/ui/icons";
import { useKnownLocation } from "~/app/lib/use-known-location";
import { useMapTiles } from "~/app/lib/user";
import type { ArenaPoint } from "~/worker/arenas/search.server";
import { distanceMiles, formatMilesAway } from "~/worker/geo/distance";
import type { ArenaFilters } from "~/worker/validation/arena-query";
import { MAP_TEXT } from "./map-text";

// Leaflet, supercluster and their CSS are one lazy chunk, fetched when the map is first shown.
const ArenaMap = lazy(() => import("./arena-map"));

const NEAREST_COUNT = 3;

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

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch(url, { signal: controller.signal })
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
  const nearest = useMemo(() => {
    if (!coordinates || !wantsNearMe) return [];
    return points
      .map((point) => ({ point, miles: distanceMiles(coordinates, { latitude: point[1], longitude: point[2] }) }))
      .sort((a, b) => a.miles - b.miles)
      .slice(0, NEAREST_COUNT);
  }, [points, coordinates, wantsNearMe]);
  const focus = useMemo(
    () => (coordinates && nearest.length > 0 ? { origin: coordinates, nearest: nearest.map((n) => n.point) } : null),
    [coordinates, nearest],
  );

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
