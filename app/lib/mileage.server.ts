import type { RouterContextProvider } from "react-router";
import { invalidInput } from "~/core/failure";
import { calendarYear, currentYear } from "~/core/games/mileage-period";
import type { MileageReport } from "~/core/games/mileage-report";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";
import { MileagePeriodQuerySchema } from "~/core/validation/mileage";
import { getCtx } from "~/worker/context/request-context.server";
import { mileageReport } from "~/worker/games/mileage.server";
import { requireUser } from "./auth.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type MileageLoad =
  | { ok: true; report: MileageReport }
  | { ok: false; error: string; typed: { from: string; to: string } };

/**
 * The report page and its CSV: a visitor goes to /login; `?from=&to=` is the period (this
 * calendar year without them); a malformed or reversed period is refused with its message.
 */
export async function loadMileage(args: Args): Promise<MileageLoad> {
  const user = await requireUser(args, { message: MILEAGE_TEXT.loginRequired });
  const params = new URL(args.request.url).searchParams;
  const query = { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined };
  const parsed = MileagePeriodQuerySchema.safeParse(query);
  if (!parsed.success) {
    return {
      ok: false,
      error: invalidInput(parsed.error).message,
      typed: { from: query.from ?? "", to: query.to ?? "" },
    };
  }
  const period = parsed.data ?? calendarYear(currentYear(Date.now()));
  return { ok: true, report: await mileageReport(getCtx(args.context), user.id, period) };
}
