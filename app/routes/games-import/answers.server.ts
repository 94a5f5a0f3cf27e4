import { redirect } from "react-router";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { invalidInput } from "~/core/failure";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { VenueAliasSchema, VenueTextSchema, venueAliasFromForm } from "~/core/validation/imports";
import { getCtx } from "~/worker/context/request-context.server";
import { answerVenue, undoAnswer } from "~/worker/imports/imports.server";
import { waitingVenueByText } from "~/worker/imports/quick-gym.server";
import { answerSureSchools, answerVenueWithSchool } from "~/worker/imports/school-answer.server";
import type { Route } from "./+types/route";

/** The questions' own refusals show above them, not on the upload form. */
export const ANSWER_FORM = { form: "answer" as const };

/**
 * "This is the gym": the answer (an arena, or a school whose gym is added at the school) is saved
 * and the venue's games placed; the page then offers Undo.
 */
export async function answer(args: Route.ActionArgs, user: { id: string; email: string }, form: FormData) {
  const ctx = getCtx(args.context);
  const parsed = VenueAliasSchema.safeParse(
    venueAliasFromForm({ venue: form.get("venue"), answer: form.get("answer"), arenaId: form.get("arenaId") }),
  );
  if (!parsed.success) return failureData(invalidInput(parsed.error), ANSWER_FORM);
  const { venue, arenaId, schoolId } = parsed.data;
  const secret = ctx.config.authSecret;
  if (schoolId !== undefined) {
    const outcome = await answerVenueWithSchool(ctx, user, venue, schoolId);
    if (!outcome.ok) {
      // A school with no point on file: its gym is placed by hand on the short screen.
      const waiting = outcome.code === "geocoding_failed" ? await waitingVenueByText(ctx.db, user.id, venue) : null;
      return waiting ? redirect(`/games/import/add/${waiting}?school=${schoolId}`) : failureData(outcome, ANSWER_FORM);
    }
    const toast = { type: "success" as const, message: IMPORT_TEXT.schoolChosen(outcome.arenaName, outcome.created) };
    return redirectWithToast("/games/import#remembered", toast, { secret });
  }
  const outcome = await answerVenue(ctx, user.id, venue, arenaId ?? "");
  if (!outcome.ok) return failureData(outcome, ANSWER_FORM);
  const toast = { type: "success" as const, message: IMPORT_TEXT.aliasSaved(outcome.created) };
  // To the answer just remembered (with its Undo) and the questions after it.
  return redirectWithToast("/games/import#remembered", toast, { secret });
}

/** "Use the schools found": every question whose school is beyond doubt, answered with it. */
export async function answerSchools(args: Route.ActionArgs, user: { id: string; email: string }) {
  const ctx = getCtx(args.context);
  const outcome = await answerSureSchools(ctx, user);
  if (!outcome.ok) return failureData(outcome, ANSWER_FORM);
  const message =
    outcome.remaining > 0
      ? IMPORT_TEXT.schoolsUsedSome(outcome.places, outcome.created, outcome.remaining)
      : IMPORT_TEXT.schoolsUsed(outcome.places, outcome.created);
  const toast = { type: "success" as const, message };
  return redirectWithToast("/games/import#remembered", toast, { secret: ctx.config.authSecret });
}

/** Undo of an answer: its games wait for a gym again. */
export async function undo(args: Route.ActionArgs, userId: string, form: FormData) {
  const ctx = getCtx(args.context);
  const parsed = VenueTextSchema.safeParse({ venue: form.get("venue") });
  if (!parsed.success) return failureData(invalidInput(parsed.error), ANSWER_FORM);
  const outcome = await undoAnswer(ctx, userId, parsed.data.venue);
  if (!outcome.ok) return failureData(outcome, ANSWER_FORM);
  const toast = { type: "success" as const, message: IMPORT_TEXT.undone(outcome.waiting) };
  return redirectWithToast("/games/import#which-gym", toast, { secret: ctx.config.authSecret });
}
