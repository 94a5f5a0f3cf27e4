import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { type Failure, invalidInput } from "~/core/failure";
import { GAME_TEXT } from "~/core/games/messages";
import { centsInput } from "~/core/pay/money";
import { PAY_TEXT } from "~/core/pay/pay-text";
import { GamePayFormSchema } from "~/core/validation/pay";
import { getCtx } from "~/worker/context/request-context.server";
import type { GameRow } from "~/worker/games/game.server";
import { setGamePay } from "~/worker/pay/game-pay.server";
import type { GamePayView } from "./game-pay-form";

export function gamePayView(row: GameRow): GamePayView {
  return {
    fee: centsInput(row.feeCents),
    travel: centsInput(row.travelCents),
    payer: row.payer ?? "",
    paidOn: row.paidOn ?? "",
    feeSource: row.feeSource,
  };
}

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

/** The edit page's pay form: saved, on to the pay page with a toast; refused, the form keeps what was typed. */
export async function gamePayAction(args: Args, form: FormData) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const typed = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { fee: typed("fee"), travel: typed("travel"), payer: typed("payer"), paidOn: typed("paidOn") };
  const refuse = (failure: Failure) => failureData(failure, { intent: "game-pay" as const, values });
  const parsed = GamePayFormSchema.safeParse(values);
  if (!parsed.success) return refuse(invalidInput(parsed.error));
  const { fee, travel, payer, paidOn } = parsed.data;
  // The fee as shown, sent back unchanged, keeps where it came from (the assignment, a rate).
  const feeUnchanged = values.fee.trim() === typed("feeShown");
  const outcome = await setGamePay(ctx, user, args.params.id, {
    feeCents: feeUnchanged ? undefined : fee,
    travelCents: travel,
    payer,
    paidOn,
  });
  if (!outcome.ok) return refuse(outcome);
  return redirectWithToast(
    "/games/pay",
    { type: "success", message: PAY_TEXT.paySaved },
    { secret: ctx.config.authSecret },
  );
}
