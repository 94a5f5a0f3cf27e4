import { ArenaCard } from "~/app/components/arena-card";
import { useFavoritePage } from "~/app/components/favorite-button";
import { IconSymbols } from "~/app/components/ui/icon";
import { Heart } from "~/app/components/ui/icons/heart";
import { MapPin } from "~/app/components/ui/icons/map-pin";
import { useOptionalUser } from "~/app/lib/user";
import type { ArenaSummary } from "~/core/arenas/arena-summary";
import { type Coordinates, distanceMiles } from "~/core/geo/distance";

const CARD_ICONS = [Heart, MapPin];

export function ArenaGrid({
  arenas,
  favoriteIds,
  origin = null,
  cardHeading = "h2",
}: {
  arenas: ArenaSummary[];
  favoriteIds: readonly string[];
  origin?: Coordinates | null;
  /** Card names are `h2` under a page's `h1`, `h3` inside a section with its own `h2`. */
  cardHeading?: "h2" | "h3";
}) {
  const user = useOptionalUser();
  const favoritePage = useFavoritePage();
  const favorites = new Set(favoriteIds);
  return (
    <>
      {/* Cards off screen skip style, layout and paint until scrolled near (the list shows 50). */}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 *:[contain-intrinsic-size:auto_11rem] *:[content-visibility:auto]">
        {arenas.map((arena) => (
          <ArenaCard
            key={arena.id}
            arena={arena}
            isFavorite={favorites.has(arena.id)}
            Heading={cardHeading}
            signedIn={user !== null}
            distance={origin && arena.coordinates ? distanceMiles(origin, arena.coordinates) : null}
            favoritePage={favoritePage}
          />
        ))}
      </ul>
      {/* The icons every card draws (ArenaCard, the card's FavoriteButton), drawn once. */}
      <IconSymbols icons={CARD_ICONS} />
    </>
  );
}
