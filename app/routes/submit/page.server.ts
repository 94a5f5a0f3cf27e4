import { requireUser } from "~/app/lib/auth.server";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { readSchoolPrefill } from "~/core/schools/gym-prefill";
import { getCtx } from "~/worker/context/request-context.server";
import { createReverseGeocoder } from "~/worker/geocoding/index.server";
import { prefillFromMapPoint } from "~/worker/geocoding/point-prefill.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: ARENA_TEXT.submitLoginRequired });
  // A school's gym, or a gym an imported calendar names, arrives with its address in the query;
  // a map point ("Add a gym here") with its coordinates alone, and the address is looked up.
  const query = readSchoolPrefill(new URL(args.request.url).searchParams);
  const ctx = getCtx(args.context);
  const prefill = {
    ...query,
    values: await prefillFromMapPoint(ctx, createReverseGeocoder(ctx), user.id, query.values),
  };
  // One key per rendered form: a double click or a retried POST creates one arena.
  return { submissionKey: crypto.randomUUID(), prefill };
}
