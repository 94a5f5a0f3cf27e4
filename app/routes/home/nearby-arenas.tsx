import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ArenaGrid } from "~/app/components/arena-grid";
import { Button } from "~/app/components/ui/button";
import { LocateFixed } from "~/app/components/ui/icons/locate-fixed";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { useGeolocation } from "~/app/lib/geolocation";
import { toast } from "~/app/lib/lazy-toast";
import { requestLimit } from "~/app/lib/request-limit";
import type { ArenaSummary } from "~/core/arenas/arena-summary";

/**
 * 'Featured Arenas' until the visitor's location is known, then the 3 nearest (found by the
 * server's bounding-box search). A denied permission shows the 'Enable Location' prompt.
 */
export function NearbyArenas({ featured, favoriteIds }: { featured: ArenaSummary[]; favoriteIds: string[] }) {
  const { state, request } = useGeolocation();
  const [nearest, setNearest] = useState<ArenaSummary[] | null>(null);
  const origin = state.status === "granted" ? state.coordinates : null;

  useEffect(() => {
    if (!origin) return;
    const controller = new AbortController();
    // Three decimals (~100 m) is plenty to rank arenas and keeps the exact position private.
    const params = new URLSearchParams({
      lat: origin.latitude.toFixed(3),
      lng: origin.longitude.toFixed(3),
      limit: "3",
    });
    fetch(`/api/arenas/nearest?${params}`, { signal: requestLimit(controller.signal) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`nearest answered ${response.status}`);
        const body = (await response.json()) as { arenas: ArenaSummary[] };
        setNearest(body.arenas);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(error);
        toast.error(BROWSE_TEXT.loadNearbyFailed);
      });
    return () => controller.abort();
  }, [origin]);

  const showNearest = origin !== null && nearest !== null;
  const arenas = showNearest ? nearest : featured;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="arenas-heading">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="arenas-heading" className="text-2xl font-bold">
          {showNearest ? "Nearest Arenas" : "Featured Arenas"}
        </h2>
        <Link to="/map" className="inline-flex min-h-11 items-center font-medium text-primary hover:underline">
          View All Arenas
        </Link>
      </div>
      {arenas.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed p-8 text-center">
          {BROWSE_TEXT.noArenas}{" "}
          <Link to="/submit" className="font-medium text-primary underline">
            Add an arena
          </Link>
        </p>
      ) : (
        <div className="mt-6">
          <ArenaGrid cardHeading="h3" arenas={arenas} favoriteIds={favoriteIds} origin={showNearest ? origin : null} />
        </div>
      )}
      {/* Below the cards, not above: it appears only after the page has loaded and asked for the
          location, and above the cards it pushed them down as the visitor looked (docs/decisions/083). */}
      {state.status === "denied" ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4" role="status">
          <LocateFixed className="size-5 text-primary" aria-hidden />
          <p className="flex-1 text-sm">{state.message} Allow location to see the arenas nearest to you.</p>
          <Button variant="secondary" onClick={request}>
            Enable Location
          </Button>
        </div>
      ) : "message" in state ? (
        <p className="mt-6 text-sm text-muted-foreground" role="status">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
