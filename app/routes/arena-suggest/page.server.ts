import { data } from "react-router";
import { type ArenaActionData, arenaFormValues, changedFields, readArenaFormValues } from "~/app/lib/arena-form";
import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { type Failure, fail, invalidInput, unexpected } from "~/core/failure";
import { SUGGESTION_NOTE_MAX_LENGTH } from "~/core/suggestions/limits";
import { SUGGESTION_TEXT } from "~/core/suggestions/messages";
import { SuggestionFieldsSchema, SuggestionNoteSchema } from "~/core/validation/suggestions";
import { getCtx } from "~/worker/context/request-context.server";
import { clientIp } from "~/worker/platform/rate-limit.server";
import { getSuggestibleArena, suggestUpdate } from "~/worker/suggestions/suggestions.server";
import type { Route } from "./+types/route";

/** An approved arena only: a pending one is edited by its creator, not suggested to. */
async function loadArena(args: { context: Route.LoaderArgs["context"]; params: { id?: string } }) {
  const arena = await getSuggestibleArena(getCtx(args.context), args.params.id);
  if (!arena) throw data(ARENA_TEXT.notFound, { status: 404 });
  return arena;
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { message: SUGGESTION_TEXT.loginRequired });
  const arena = await loadArena(args);
  return { arena: { id: arena.id, name: arena.name }, values: arenaFormValues(arena) };
}

export type SuggestActionData = ArenaActionData & { note: string };

/**
 * Only the fields whose text differs from the arena's now are parsed (with the arena form's rules)
 * and stored: a seeded arena's missing address must not block a note about its parking.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: SUGGESTION_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const arena = await loadArena(args);
  const form = await args.request.formData();
  const values = readArenaFormValues(form);
  const rawNote = String(form.get("note") ?? "").slice(0, SUGGESTION_NOTE_MAX_LENGTH * 4);
  const refuse = (failure: Failure) =>
    failureData(failure, { values, note: rawNote, fieldErrors: failure.fieldErrors ?? {} } satisfies Omit<
      SuggestActionData,
      "error"
    >);
  try {
    const fields = SuggestionFieldsSchema.safeParse(changedFields(values, arenaFormValues(arena)));
    if (!fields.success) return refuse(invalidInput(fields.error));
    const note = SuggestionNoteSchema.safeParse(rawNote);
    if (!note.success) return refuse(fail("invalid", note.error.issues[0]?.message ?? SUGGESTION_TEXT.sendFailed));
    const actor = { ...user, ip: clientIp(args.request.headers) };
    const outcome = await suggestUpdate(ctx, actor, arena, fields.data, note.data);
    if (!outcome.ok) return refuse(outcome);
    return redirectWithToast(
      `/arenas/${arena.id}`,
      { type: "success", message: SUGGESTION_TEXT.sent },
      { secret: ctx.config.authSecret },
    );
  } catch (error) {
    console.error("suggestion failed", error);
    return refuse(unexpected(SUGGESTION_TEXT.sendFailed));
  }
}
