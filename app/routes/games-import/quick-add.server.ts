import { redirect } from "react-router";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { invalidInput, notFound } from "~/core/failure";
import { QUICK_GYM_TEXT } from "~/core/imports/messages";
import { QuickGymSchema, VenueIdSchema } from "~/core/validation/quick-gym";
import { getCtx } from "~/worker/context/request-context.server";
import { quickAddGym, quickGymValues, waitingVenueById } from "~/worker/imports/quick-gym.server";
import type { Route } from "./+types/route";
import { ANSWER_FORM } from "./answers.server";

/**
 * "Add this gym" in one tap: the gym as the event describes it, where the import found its address.
 * Anything the event leaves unsure (no street, a college level, the address not found) goes to the
 * short screen instead.
 */
export async function quickAdd(args: Route.ActionArgs, user: { id: string; email: string }, form: FormData) {
  const ctx = getCtx(args.context);
  const id = VenueIdSchema.safeParse(form.get("venueId"));
  if (!id.success) return failureData(invalidInput(id.error), ANSWER_FORM);
  const venue = await waitingVenueById(ctx.db, user.id, id.data);
  if (!venue) return failureData(notFound(QUICK_GYM_TEXT.notWaiting), ANSWER_FORM);
  const fix = venue.rows[0]?.event.venueFix;
  const screen = `/games/import/add/${id.data}`;
  if (!fix?.precise) return redirect(screen);
  const parsed = QuickGymSchema.safeParse({
    ...quickGymValues(venue),
    latitude: fix.latitude,
    longitude: fix.longitude,
  });
  if (!parsed.success) return redirect(screen);
  const outcome = await quickAddGym(ctx, user, id.data, parsed.data);
  if (!outcome.ok) return outcome.code === "geocoding_failed" ? redirect(screen) : failureData(outcome, ANSWER_FORM);
  const toast = { type: "success" as const, message: QUICK_GYM_TEXT.added(outcome.arena.name, outcome.created) };
  return redirectWithToast("/games/import#remembered", toast, { secret: ctx.config.authSecret });
}
