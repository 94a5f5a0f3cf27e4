import { data, type RouterContextProvider } from "react-router";
import type { Arena } from "~/core/arenas/arena";
import { CONFIRM_NOT_DUPLICATE } from "~/core/arenas/duplicate-name";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { invalidInput, type Result, unexpected } from "~/core/failure";
import { GEOCODING_FAILED } from "~/core/openapi/responses";
import { ArenaAddressSchema, ArenaInputSchema, ArenaUpdateSchema, SubmissionKeySchema } from "~/core/validation/arena";
import { updateArena } from "~/worker/arenas/edit-arena.server";
import { type Actor, geocodeArenaAddress, type MutationFailure } from "~/worker/arenas/mutations.server";
import { type DuplicateFailure, submitArena } from "~/worker/arenas/submit-arena.server";
import type { Ctx } from "~/worker/context/ctx";
import { getCtx } from "~/worker/context/request-context.server";
import { clientIp } from "~/worker/platform/rate-limit.server";
import {
  type ArenaActionData,
  type ArenaFormValues,
  arenaFormValues,
  GEOCODE_INTENT,
  type GeocodeActionData,
  readArenaFormValues,
} from "./arena-form";
import { requireUser } from "./auth.server";
import { failureData } from "./failure.server";
import { redirectWithToast } from "./toast.server";

type ArenaEditorArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
};

// The route decides the mode: /submit has no arena id, /arenas/:id/edit has one.
const TEXT = {
  submit: {
    loginRequired: ARENA_TEXT.submitLoginRequired,
    done: ARENA_TEXT.submitted,
    failed: ARENA_TEXT.submitFailed,
  },
  edit: { loginRequired: ARENA_TEXT.editLoginRequired, done: ARENA_TEXT.updated, failed: ARENA_TEXT.updateFailed },
} as const;

/**
 * The one action of the submit and edit pages (epic-stack's shared note editor): the address
 * conversion step, then the checked form is submitted (no id) or saved against its version (id).
 */
export async function action(args: ArenaEditorArgs) {
  const { id } = args.params;
  const text = TEXT[id === undefined ? "submit" : "edit"];
  const user = await requireUser(args, { message: text.loginRequired });
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  const actor: Actor = { ...user, ip: clientIp(args.request.headers) };
  if (form.get("intent") === GEOCODE_INTENT) return geocodeIntent(ctx, actor, form);

  const values = readArenaFormValues(form);
  try {
    const outcome = await submitOrSave(ctx, actor, form, id);
    if (!outcome.ok) return arenaFailure(values, outcome);
    return redirectWithToast(
      `/arenas/${outcome.arena.id}`,
      { type: "success", message: text.done },
      { secret: ctx.config.authSecret },
    );
  } catch (error) {
    // Our own fault: logged, and the person keeps what they typed.
    console.error("arena form failed", error);
    return arenaFailure(values, unexpected(text.failed), ARENA_TEXT.formFailed);
  }
}

async function submitOrSave(
  ctx: Ctx,
  actor: Actor,
  form: FormData,
  id: string | undefined,
): Promise<Result<{ arena: Arena }, MutationFailure | DuplicateFailure>> {
  const fields = Object.fromEntries(form);
  if (id === undefined) {
    const parsed = ArenaInputSchema.safeParse(fields);
    if (!parsed.success) return invalidInput(parsed.error);
    const key = SubmissionKeySchema.safeParse(form.get("submissionKey"));
    return submitArena(ctx, actor, parsed.data, {
      submissionKey: key.success ? key.data : undefined,
      // The page asks "Is it one of these?" first; its "No, submit a new arena" button sends this.
      requireDuplicateConfirmation: form.get(CONFIRM_NOT_DUPLICATE) === null,
    });
  }
  const parsed = ArenaUpdateSchema.safeParse(fields);
  if (!parsed.success) return invalidInput(parsed.error);
  const { updatedAt, ...input } = parsed.data;
  return updateArena(ctx, actor, id, input, updatedAt);
}

/** A refused submit or save: its message, the typed values back, and on a conflict the saved version. */
function arenaFailure(values: ArenaFormValues, failure: MutationFailure | DuplicateFailure, formError?: string) {
  const fieldErrors = failure.fieldErrors ?? (failure.code === GEOCODING_FAILED ? { latitude: [failure.message] } : {});
  const current = "current" in failure ? failure.current : undefined;
  const conflict = current ? { version: current.updatedAt, current: arenaFormValues(current) } : {};
  const duplicates = "duplicates" in failure ? { duplicates: failure.duplicates } : {};
  return failureData(failure, { values, fieldErrors, formError, ...conflict, ...duplicates } satisfies Omit<
    ArenaActionData,
    "error"
  >);
}

/** The browser's first step when coordinates are missing: convert the address, show the toasts. */
async function geocodeIntent(ctx: Ctx, actor: Actor, form: FormData) {
  const parsed = ArenaAddressSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failureData(invalidInput(parsed.error), { intent: "geocode" as const });
  const outcome = await geocodeArenaAddress(ctx, actor, parsed.data);
  if (!outcome.ok) return failureData(outcome, { intent: "geocode" as const });
  const coordinates = { latitude: outcome.latitude, longitude: outcome.longitude };
  return data<GeocodeActionData>({ intent: "geocode", coordinates });
}
