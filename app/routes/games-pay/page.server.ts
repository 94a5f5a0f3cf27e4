import { data } from "react-router";
import { loadPay, payAction } from "~/app/lib/pay.server";
import { currentYear } from "~/core/games/mileage-period";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPay(args);
  const now = Date.now();
  const page = { thisYear: currentYear(now), today: new Date(now).toISOString().slice(0, 10) };
  if (!loaded.ok) return data({ ...loaded, ...page }, { status: 400 });
  return { ...loaded, ...page };
}

export async function action(args: Route.ActionArgs) {
  return payAction(args);
}
