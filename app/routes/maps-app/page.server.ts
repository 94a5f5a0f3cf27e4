import { redirect } from "react-router";
import { getUser } from "~/app/lib/auth.server";
import { safeRedirect } from "~/app/lib/safe-redirect";
import { refuseCrossOrigin } from "~/app/lib/same-origin.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { DIRECTIONS_TEXT } from "~/core/arenas/arrival-text";
import { isMapsApp, MAPS_APP_LABELS, mapsAppSetCookie } from "~/core/arenas/directions";
import { getCtx } from "~/worker/context/request-context.server";
import { updatePreferences } from "~/worker/games/preferences.server";
import type { Route } from "./+types/route";

// Nothing to show: the choice is made where directions are (the arena page, the profile).
export function loader() {
  return redirect("/");
}

/**
 * Keeps the maps app directions open in: in the profile for a user, in a year-long cookie for
 * everyone (so a visitor's choice works without an account), then back to the page it came from.
 */
export async function action(args: Route.ActionArgs) {
  refuseCrossOrigin(args.request);
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  const back = safeRedirect(form.get("redirectTo"));
  const secret = ctx.config.authSecret;
  const app = form.get("mapsApp");
  if (!isMapsApp(app)) {
    return redirectWithToast(back, { type: "error", message: DIRECTIONS_TEXT.invalidApp }, { secret });
  }
  const user = await getUser(args);
  if (user) await updatePreferences(ctx, user.id, { mapsApp: app });
  const headers = { "Set-Cookie": mapsAppSetCookie(app) };
  return redirectWithToast(
    back,
    { type: "success", message: DIRECTIONS_TEXT.saved(MAPS_APP_LABELS[app]) },
    { secret, headers },
  );
}
