import { useEffect, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { buttonClasses } from "~/app/components/ui/button";
import { SymbolIcon } from "~/app/components/ui/icon";
import { Heart } from "~/app/components/ui/icons/heart";
import { cn } from "~/app/lib/cn";
import { toast } from "~/app/lib/lazy-toast";
import { requestLimit } from "~/app/lib/request-limit";
import { FAVORITE_TEXT } from "~/core/favorites/messages";

/** What every favorite button of a page shares: read once per page, not once per card. */
export type FavoritePage = {
  /** Where the form post returns to without JavaScript: this page. */
  redirectTo: string;
  /** Reloads the page's data after a change. */
  revalidate: () => Promise<void>;
};

export function useFavoritePage(): FavoritePage {
  const location = useLocation();
  const { revalidate } = useRevalidator();
  return { redirectTo: `${location.pathname}${location.search}`, revalidate };
}

/** A card's heart: a 44 px square on phones, 36 px tall from `sm` (the small ghost button's size). */
const CARD_BUTTON_CLASSES =
  "inline-flex min-h-11 w-11 items-center justify-center rounded-md transition-colors hover:bg-muted sm:min-h-9";

/**
 * Saves or removes a favorite. With JavaScript it is optimistic: the new state shows at once, the
 * favorites API confirms it (or the state falls back with 'Failed to update favorites'), and the
 * toast appears even if the card leaves the page meanwhile. Without JavaScript it is a plain form
 * post to the /favorites action.
 */
export function FavoriteButton({
  arenaId,
  arenaName,
  isFavorite,
  signedIn,
  variant,
  page,
  className,
}: {
  arenaId: string;
  arenaName: string;
  isFavorite: boolean;
  signedIn: boolean;
  variant: "detail" | "card";
  page: FavoritePage;
  /** Where the form sits in its parent's layout. */
  className?: string;
}) {
  const [shown, setShown] = useState(isFavorite);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(isFavorite), [isFavorite]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!signedIn) {
      toast.error(FAVORITE_TEXT.loginRequired);
      return;
    }
    if (busy) return;
    const next = !shown;
    setShown(next);
    setBusy(true);
    try {
      const response = await fetch(`/api/favorites/${encodeURIComponent(arenaId)}`, {
        method: next ? "PUT" : "DELETE",
        signal: requestLimit(),
      });
      if (!response.ok) throw new Error(`favorites answered ${response.status}`);
      toast.success(next ? FAVORITE_TEXT.added : FAVORITE_TEXT.removed);
      await page.revalidate();
    } catch (error) {
      console.warn(error);
      setShown(!next);
      toast.error(FAVORITE_TEXT.updateFailed);
    } finally {
      setBusy(false);
    }
  }

  const label = variant === "detail" ? (shown ? "Favorited" : "Add to Favorites") : undefined;
  return (
    // A plain form: with JavaScript the submit never reaches the router (the API call above).
    <form method="post" action="/favorites" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="arenaId" value={arenaId} />
      <input type="hidden" name="redirectTo" value={page.redirectTo} />
      {/* The button carries what it asks for: a submit button's name and value are posted with the form. */}
      <button
        type="submit"
        name="favorite"
        value={String(!shown)}
        aria-pressed={shown}
        aria-label={label ? undefined : shown ? `Remove ${arenaName} from favorites` : `Add ${arenaName} to favorites`}
        className={
          variant === "detail"
            ? buttonClasses(shown ? "primary" : "outline", "md")
            : cn(CARD_BUTTON_CLASSES, shown ? "text-primary" : "text-muted-foreground")
        }
      >
        {variant === "card" ? (
          // Cards sit in an ArenaGrid, which draws the heart once for all of them.
          <SymbolIcon icon={Heart} className={shown ? "size-5 fill-current" : "size-5"} />
        ) : (
          <Heart className={cn("size-5", shown && "fill-current")} aria-hidden />
        )}
        {label}
      </button>
    </form>
  );
}
