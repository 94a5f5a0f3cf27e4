import { data } from "react-router";
import { arrivalFormValues, changedArrivalFields, readArrivalFormValues } from "~/app/lib/arrival-form";
import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { type Failure, invalidInput, unexpected } from "~/core/failure";
import { formatDay, formatTime } from "~/core/games/zoned-time";
import { ARRIVAL_ASK_TEXT, ARRIVAL_FORM_PAGE_TEXT } from "~/core/knowledge/messages";
import { CONFIRMATION_TEXT } from "~/core/suggestions/messages";
import { ArenaVersionSchema } from "~/core/validation/arena";
import { SuggestionFieldsSchema } from "~/core/validation/suggestions";
import { getCtx } from "~/worker/context/request-context.server";
import { answerArrival, arrivalAllKnown, confirmArrival } from "~/worker/knowledge/answers.server";
import { dismissArrivalAsk, getArrivalGame } from "~/worker/knowledge/asks.server";
import { clientIp } from "~/worker/platform/rate-limit.server";
import type { Route } from "./+types/route";
import type { ArrivalActionData, ArrivalFormErrors } from "./arrival-form";

/** The person's own game at an arena they may see; anyone else's game does not exist for them. */
async function loadGame(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(args, { message: ARRIVAL_ASK_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const found = await getArrivalGame(ctx, user, args.params.id);
  if (!found) throw data(ARRIVAL_ASK_TEXT.gameNotFound, { status: 404 });
  return { user, ctx, found };
}

export async function loader(args: Route.LoaderArgs) {
  const { found } = await loadGame(args);
  const { row, arena } = found;
  const tipoff = row.tipoffAt.getTime();
  return {
    arena: { id: arena.id, name: arena.name, approved: arena.approved, coordinates: arena.coordinates },
    day: formatDay(tipoff, row.timeZone),
    time: formatTime(tipoff, row.timeZone),
    values: arrivalFormValues(arena),
    version: arena.updatedAt,
    canConfirm: arena.approved && arrivalAllKnown(arena),
  };
}

/**
 * Send (a suggestion, or an edit of the person's own pending arena), All still right (a
 * confirmation) or Not now; each goes back to My Games with a toast. A refusal keeps what was typed.
 */
export async function action(args: Route.ActionArgs) {
  const { user, ctx, found } = await loadGame(args);
  const form = await args.request.formData();
  const secret = { secret: ctx.config.authSecret };
  const intent = form.get("intent");

  if (intent === "dismiss") {
    await dismissArrivalAsk(ctx, user, found.row.id, Date.now());
    return redirectWithToast("/games", { type: "info", message: ARRIVAL_ASK_TEXT.dismissed }, secret);
  }
  if (intent === "confirm") {
    const confirmed = await confirmArrival(ctx, user.id, found.arena);
    if (!confirmed.ok) return failureData(confirmed);
    const message = confirmed.created ? CONFIRMATION_TEXT.thanks : CONFIRMATION_TEXT.already;
    return redirectWithToast("/games", { type: confirmed.created ? "success" : "info", message }, secret);
  }

  const values = readArrivalFormValues(form);
  const refuse = (failure: Failure & { current?: { updatedAt: string } }) =>
    failureData(failure, {
      values,
      fieldErrors: (failure.fieldErrors ?? {}) as ArrivalFormErrors,
      // After a conflict the form saves against the version it now has shown the person.
      ...(failure.current ? { version: failure.current.updatedAt } : {}),
    } satisfies Omit<ArrivalActionData, "error">);
  try {
    const changes = SuggestionFieldsSchema.safeParse(changedArrivalFields(values, arrivalFormValues(found.arena)));
    if (!changes.success) return refuse(invalidInput(changes.error));
    const version = ArenaVersionSchema.safeParse(form.get("updatedAt"));
    const actor = { ...user, ip: clientIp(args.request.headers) };
    const at = version.success ? version.data : new Date(found.arena.updatedAt);
    const outcome = await answerArrival(ctx, actor, found, changes.data, at);
    if (!outcome.ok) return refuse(outcome);
    const message = outcome.kind === "edited" ? ARRIVAL_FORM_PAGE_TEXT.saved : ARRIVAL_FORM_PAGE_TEXT.sentForReview;
    return redirectWithToast("/games", { type: "success", message }, secret);
  } catch (error) {
    console.error("arrival answer failed", error);
    return refuse(unexpected(ARRIVAL_FORM_PAGE_TEXT.sendFailed));
  }
}
