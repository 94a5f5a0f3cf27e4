import { ArenaCard } from "~/app/components/arena-card";
import { useOptionalUser } from "~/app/lib/user";
import type { ArenaSummary } from "~/worker/arenas/search.server";
import { type Coordinates, distanceMiles } from "~/worker/geo/distance";

export function ArenaGrid({
  arenas,
  favoriteIds,
  origin = null,
}: {
  arenas: ArenaSummary[];
  favoriteIds: readonly string[];
  origin?: Coordinates | null;
}) {
  const user = useOptionalUser();
  const favorites = new Set(favoriteIds);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {arenas.map((arena) => (
        <li key={arena.id}>
          <ArenaCard
            arena={arena}
            isFavorite={favorites.has(arena.id)}
            signedIn={user !== null}
            distance={origin && arena.coordinates ? distanceMiles(origin, arena.coordinates) : null}
          />
        </li>
      ))}
    </ul>
  );
}
