import { requireAdmin } from "~/app/lib/admin.server";
import { loadDashboard } from "~/worker/admin/dashboard.server";
import { getCtx } from "~/worker/context/request-context.server";
import { coverageForDashboard } from "~/worker/knowledge/coverage.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const ctx = getCtx(args.context);
  const [summary, coverage] = await Promise.all([loadDashboard(ctx), coverageForDashboard(ctx, Date.now())]);
  return { ...summary, coverage };
}
