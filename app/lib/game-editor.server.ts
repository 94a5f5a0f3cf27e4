import type { RouterContextProvider } from "react-router";
import { type Failure, invalidInput, unexpected } from "~/core/failure";
import { GAME_TEXT } from "~/core/games/messages";
import { type GameFieldErrors, type GameForm, GameFormSchema } from "~/core/validation/games";
import { getCtx } from "~/worker/context/request-context.server";
import { createGame, type GamePlan, type StartChange, updateGame } from "~/worker/games/games.server";
import { rowPlanSummary } from "~/worker/games/view.server";
import { requireUser } from "./auth.server";
import { failureData } from "./failure.server";
import { redirectWithToast } from "./toast.server";

type EditorArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

/** What the form sent, as typed, so a refused form keeps it. */
export type GameFormValues = {
  date: string;
  time: string;
  bufferMinutes: string;
  start: string;
  startAddress: string;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function readValues(form: FormData): GameFormValues {
  return {
    date: text(form, "date"),
    time: text(form, "time"),
    bufferMinutes: text(form, "bufferMinutes"),
    start: text(form, "start"),
    startAddress: text(form, "startAddress"),
  };
}

// The service and the form schema name a few fields differently from the form's inputs.
const FORM_FIELD: Record<string, keyof GameFieldErrors> = {
  "start.address": "startAddress",
  "start.latitude": "start",
  "start.longitude": "start",
  startLatitude: "start",
  startLongitude: "start",
  startLabel: "start",
};

function formErrors(failure: Failure): GameFieldErrors {
  const errors: GameFieldErrors = {};
  for (const [field, messages] of Object.entries(failure.fieldErrors ?? {})) {
    const key = FORM_FIELD[field] ?? (field as keyof GameFieldErrors);
    errors[key] = [...(errors[key] ?? []), ...(messages ?? [])];
  }
  if (Object.keys(errors).length === 0) errors.form = [failure.message];
  return errors;
}

function startChange(start: GameForm["start"]): StartChange {
  if (start.choice === "given") return { choice: "given", start: start.start };
  return { choice: start.choice };
}

/**
 * The one action of the plan and edit pages: /arenas/:id/plan plans a game at that arena,
 * /games/:id/edit changes that game. Success goes to My Games with the plan as a toast.
 */
export async function gameEditorAction(args: EditorArgs, mode: "plan" | "edit") {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  const values = readValues(form);
  const refuse = (failure: Failure) => failureData(failure, { values, errors: formErrors(failure) });

  const parsed = GameFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse(invalidInput(parsed.error));
  const { date, time, bufferMinutes, start } = parsed.data;
  const plan: GamePlan & { date: string; time: string } = { date, time, bufferMinutes, start: startChange(start) };
  try {
    const outcome =
      mode === "plan"
        ? await createGame(ctx, user, args.params.id ?? "", plan)
        : await updateGame(ctx, user, args.params.id, plan);
    if (!outcome.ok) return refuse(outcome);
    const { row } = outcome;
    const { summary } = rowPlanSummary(row);
    const done = mode === "plan" ? GAME_TEXT.planned : GAME_TEXT.updated;
    return redirectWithToast(
      `/games#game-${row.id}`,
      { type: "success", message: `${done}. ${summary}` },
      { secret: ctx.config.authSecret },
    );
  } catch (error) {
    console.error("game form failed", error);
    return refuse(unexpected(GAME_TEXT.saveFailed));
  }
}
