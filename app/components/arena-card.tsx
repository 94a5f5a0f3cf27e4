import { FavoriteButton, type FavoritePage } from "~/app/components/favorite-button";
import { PageLink } from "~/app/components/page-link";
import { Badge } from "~/app/components/ui/badge";
import { CARD_CLASSES } from "~/app/components/ui/card";
import { SymbolIcon } from "~/app/components/ui/icon";
import { MapPin } from "~/app/components/ui/icons/map-pin";
import { Navigation } from "~/app/components/ui/icons/navigation";
import type { ArenaSummary } from "~/core/arenas/arena-summary";
import { formatMilesAway } from "~/core/geo/distance";

export function ArenaCard({
  arena,
  isFavorite,
  signedIn,
  distance,
  Heading,
  favoritePage,
}: {
  arena: ArenaSummary;
  isFavorite: boolean;
  signedIn: boolean;
  distance: number | null;
  /** One level below the heading the list sits under. */
  Heading: "h2" | "h3";
  favoritePage: FavoritePage;
}) {
  return (
    // The card is the list item itself, and its name, school and heart share one grid: the fewer
    // elements a card has, the less a list of 50 costs to render and to send.
    <li className={`${CARD_CLASSES} flex flex-col gap-3 p-4`}>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2">
        <Heading className="text-lg font-semibold leading-tight">
          <PageLink to={`/arenas/${arena.id}`} className="hover:underline">
            {arena.name}
          </PageLink>
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{arena.school}</p>
        <FavoriteButton
          className="col-start-2 row-span-2 row-start-1"
          arenaId={arena.id}
          arenaName={arena.name}
          isFavorite={isFavorite}
          signedIn={signedIn}
          variant="card"
          page={favoritePage}
        />
      </div>
      <div className="mt-auto flex flex-col gap-2 text-sm">
        <p className="flex items-center gap-1.5">
          <SymbolIcon icon={MapPin} className="size-4 shrink-0 text-primary" />
          {`${arena.city}, ${arena.state}`}
        </p>
        {distance !== null ? (
          <p className="flex items-center gap-1.5 font-medium" data-testid="distance">
            <Navigation className="size-4 shrink-0 text-primary" aria-hidden />
            {formatMilesAway(distance)}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{arena.conference}</Badge>
          {arena.level ? <Badge variant="outline">{arena.level}</Badge> : null}
        </p>
      </div>
    </li>
  );
}
