import { getUser, requireUser } from "~/app/lib/auth.server";
import { safeRedirect } from "~/app/lib/safe-redirect";
import { redirectWithToast } from "~/app/lib/toast.server";
import { unexpected } from "~/core/failure";
import { FAVORITE_TEXT } from "~/core/favorites/messages";
import { getCtx } from "~/worker/context/request-context.server";
import { listFavoriteArenas, setFavorite } from "~/worker/favorites/favorites.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  try {
    return { arenas: await listFavoriteArenas(getCtx(args.context), user.id), error: null };
  } catch (error) {
    console.error("favorites: load failed", error);
    return { arenas: [], error: FAVORITE_TEXT.loadFailed };
  }
}

/** Saves or removes one favorite for the toggle's plain-form (no JavaScript) path. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const ctx = getCtx(context);
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), "/favorites");
  const secret = ctx.config.authSecret;
  const user = await getUser(args);
  if (!user) {
    const login = `/login?${new URLSearchParams({ redirectTo: back })}`;
    return redirectWithToast(login, { type: "error", message: FAVORITE_TEXT.loginRequired }, { secret });
  }
  const favorite = form.get("favorite") === "true";
  const result = await setFavorite(ctx, user.id, String(form.get("arenaId") ?? ""), favorite).catch(
    (error: unknown) => {
      console.error("favorites: update failed", error);
      return unexpected(FAVORITE_TEXT.updateFailed);
    },
  );
  // Without JavaScript the answer is a redirect back, so every refusal travels as the same toast.
  if (!result.ok) {
    return redirectWithToast(back, { type: "error", message: FAVORITE_TEXT.updateFailed }, { secret });
  }
  const message = favorite ? FAVORITE_TEXT.added : FAVORITE_TEXT.removed;
  return redirectWithToast(back, { type: "success", message }, { secret });
}
