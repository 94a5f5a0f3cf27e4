import { Heart } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "sonner";
import { buttonClasses } from "~/app/components/ui/button";
import { cn } from "~/app/lib/cn";
import { FAVORITE_TEXT } from "~/worker/favorites/messages";

type FavoriteResult = { ok: true; favorite: boolean } | { ok: false; error: string };

/**
 * Saves or removes a favorite through the /favorites action. Optimistic: the new state shows at
 * once and falls back if the server says no. Without JavaScript it is a plain form post.
 */
export function FavoriteButton({
  arenaId,
  arenaName,
  isFavorite,
  signedIn,
  variant,
}: {
  arenaId: string;
  arenaName: string;
  isFavorite: boolean;
  signedIn: boolean;
  variant: "detail" | "card";
}) {
  const fetcher = useFetcher<FavoriteResult>();
  const location = useLocation();
  const pending = fetcher.formData?.get("favorite");
  const shown = pending !== undefined && pending !== null ? pending === "true" : isFavorite;
  const reported = useRef<FavoriteResult | undefined>(undefined);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    if (fetcher.data.ok) toast.success(fetcher.data.favorite ? FAVORITE_TEXT.added : FAVORITE_TEXT.removed);
    else toast.error(fetcher.data.error);
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!signedIn) {
      toast.error(FAVORITE_TEXT.loginRequired);
      return;
    }
    fetcher.submit({ arenaId, favorite: String(!shown), mode: "fetch" }, { method: "post", action: "/favorites" });
  }

  const label = variant === "detail" ? (shown ? "Favorited" : "Add to Favorites") : undefined;
  return (
    <fetcher.Form method="post" action="/favorites" onSubmit={onSubmit}>
      <input type="hidden" name="arenaId" value={arenaId} />
      <input type="hidden" name="favorite" value={String(!shown)} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-pressed={shown}
        aria-label={label ? undefined : shown ? `Remove ${arenaName} from favorites` : `Add ${arenaName} to favorites`}
        className={
          variant === "detail"
            ? buttonClasses(shown ? "primary" : "outline", "md")
            : cn(buttonClasses("ghost", "sm", "w-11 px-0"), shown ? "text-primary" : "text-muted-foreground")
        }
      >
        <Heart className={cn("size-5", shown && "fill-current")} aria-hidden />
        {label}
      </button>
    </fetcher.Form>
  );
}
