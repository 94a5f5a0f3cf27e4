import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { type Failure, invalidInput } from "~/core/failure";
import { GAME_TEXT } from "~/core/games/messages";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";
import { GameMilesFormSchema } from "~/core/validation/mileage";
import { getCtx } from "~/worker/context/request-context.server";
import { type GameRow, startOf } from "~/worker/games/game.server";
import { setGameMiles } from "~/worker/games/mileage.server";
import type { GameMilesView } from "./game-miles-form";

const GAME_MILES_INTENT = "game-miles" as const;

export function gameMilesView(row: GameRow): GameMilesView {
  return {
    computed:
      startOf(row) && row.oneWayMiles !== null
        ? { miles: row.oneWayMiles, source: row.milesSource ?? "estimate" }
        : null,
    entered: row.enteredMiles === null ? "" : String(row.enteredMiles),
    notDriven: row.notDriven,
  };
}

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

/** The edit page's miles form: saved, back to the mileage report with a toast; refused, the form keeps what was typed. */
export async function gameMilesAction(args: Args, form: FormData) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const typed = form.get("miles");
  const values = { entered: typeof typed === "string" ? typed : "", notDriven: form.get("notDriven") === "on" };
  const refuse = (failure: Failure) => failureData(failure, { intent: GAME_MILES_INTENT, values });
  const parsed = GameMilesFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse(invalidInput(parsed.error));
  const outcome = await setGameMiles(ctx, user, args.params.id, parsed.data);
  if (!outcome.ok) return refuse(outcome);
  return redirectWithToast(
    "/games/mileage",
    { type: "success", message: MILEAGE_TEXT.milesSaved },
    { secret: ctx.config.authSecret },
  );
}
