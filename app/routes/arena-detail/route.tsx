import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { FavoriteButton, useFavoritePage } from "~/app/components/favorite-button";
import { Badge } from "~/app/components/ui/badge";
import { ButtonLink } from "~/app/components/ui/button";
import { ArrowLeft } from "~/app/components/ui/icons/arrow-left";
import { Pencil } from "~/app/components/ui/icons/pencil";
import { PencilLine } from "~/app/components/ui/icons/pencil-line";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { arenaJsonLd, serializeJsonLd } from "~/app/lib/json-ld";
import { toast } from "~/app/lib/lazy-toast";
import { useOptionalUser } from "~/app/lib/user";
import { fullAddress } from "~/core/arenas/address";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { SUGGESTION_TEXT } from "~/core/suggestions/messages";
import type { Route } from "./+types/route";
import { ArrivalCard } from "./arrival-card";
import { FreshnessLine, StillAccurateButton } from "./freshness";
import { NoteCards } from "./note-cards";
import { PlanGameLink } from "./plan-game-link";

export { action, loader } from "./page.server";

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [{ title: `${errorScreen(error).title} · Tipoff` }];
  const { arena, origin } = loaderData;
  const title = `${arena.name} · ${arena.city}, ${arena.state} · Tipoff`;
  const description = `${arena.name} (${arena.school}, ${arena.conference}): address, parking, locker rooms, food, hotels, safety tips and directions.`;
  const url = `${origin}/arenas/${arena.id}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "place" },
    { property: "og:title", content: `${arena.name} · Tipoff` },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: "Tipoff" },
    ...(arena.coordinates
      ? [
          { property: "place:location:latitude", content: String(arena.coordinates.latitude) },
          { property: "place:location:longitude", content: String(arena.coordinates.longitude) },
        ]
      : []),
    { tagName: "link", rel: "canonical", href: url },
  ];
}

export default function ArenaDetail({ loaderData }: Route.ComponentProps) {
  const { arena, canEdit, canFavorite, favorite, directions, mapsApp, freshness, sources } = loaderData;
  const user = useOptionalUser();
  const favoritePage = useFavoritePage();
  const address = fullAddress(arena);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes <, > and & so stored text cannot close the tag
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(arenaJsonLd(arena)) }}
      />
      <Link
        to="/map"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Arena List
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{arena.name}</h1>
          <p className="mt-1 text-muted-foreground">{arena.school}</p>
          <p className="mt-2 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{arena.conference}</Badge>
            {arena.level ? <Badge variant="outline">{arena.level}</Badge> : null}
            {arena.approved ? null : <Badge variant="destructive">Pending review</Badge>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canFavorite ? (
            <FavoriteButton
              arenaId={arena.id}
              arenaName={arena.name}
              isFavorite={favorite}
              signedIn={user !== null}
              variant="detail"
              page={favoritePage}
            />
          ) : null}
          {user ? <PlanGameLink arenaId={arena.id} /> : null}
          {user && arena.approved ? (
            <ButtonLink to={`/arenas/${arena.id}/suggest`} variant="outline">
              <PencilLine className="size-4" aria-hidden />
              {SUGGESTION_TEXT.suggestLink}
            </ButtonLink>
          ) : null}
          {canEdit ? (
            <ButtonLink to={`/arenas/${arena.id}/edit`} variant="outline">
              <Pencil className="size-4" aria-hidden />
              {ARENA_TEXT.editTitle}
            </ButtonLink>
          ) : null}
        </div>
      </div>

      <ArrivalCard
        address={address}
        arrival={arena.arrival}
        directions={directions}
        mapsApp={mapsApp}
        returnTo={`/arenas/${arena.id}`}
        footer={
          arena.approved ? (
            <>
              <div className="flex flex-col gap-1">
                <FreshnessLine freshness={freshness} />
                {sources ? (
                  <p className="text-sm text-muted-foreground" data-testid="arrival-sources">
                    {sources}
                  </p>
                ) : null}
              </div>
              {user ? <StillAccurateButton label="arrival details" /> : null}
            </>
          ) : null
        }
      />

      <NoteCards
        arena={arena}
        confirmFooter={(field) =>
          field === "parking" && user && arena.approved ? <StillAccurateButton label="parking" /> : null
        }
      />
    </div>
  );
}

/**
 * Not found, or found but unreadable (D1 failing): an official must not be told a gym they drive to
 * tonight does not exist when it only could not be read (docs/decisions/092).
 */
function errorScreen(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 404
    ? { notFound: true, title: ARENA_TEXT.notFoundTitle, detail: ARENA_TEXT.notFound, toast: BROWSE_TEXT.arenaNotFound }
    : {
        notFound: false,
        title: BROWSE_TEXT.loadDetailsFailed,
        detail: BROWSE_TEXT.loadDetailsHint,
        toast: BROWSE_TEXT.loadDetailsFailed,
      };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { notFound, title, detail, toast: message } = errorScreen(error);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!notFound) console.error(error);
    toast.error(message);
  }, [error, message, notFound]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{detail}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          // A document load, so it works before the page's scripts have (or without them).
          <ButtonLink to={pathname} reloadDocument variant="outline">
            {BROWSE_TEXT.tryAgain}
          </ButtonLink>
        )}
        <ButtonLink to="/map">{ARENA_TEXT.backToMap}</ButtonLink>
      </div>
    </div>
  );
}
