import { ArenaForm } from "~/app/components/arena-form/arena-form";
import { Page } from "~/app/components/page";
import { EMPTY_ARENA_FORM, GEOCODE_INTENT, readArenaFormValues } from "~/app/lib/arena-form";
import {
  actorFor,
  arenaFailure,
  geocodeIntent,
  invalidArenaForm,
  unexpectedArenaFailure,
} from "~/app/lib/arena-form.server";
import { requireUser } from "~/app/lib/auth.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { ARENA_TEXT } from "~/worker/arenas/messages";
import { arenaMutationDeps } from "~/worker/arenas/mutations.server";
import { submitArena } from "~/worker/arenas/submit-arena.server";
import { getServices } from "~/worker/context.server";
import { ArenaInputSchema, arenaFieldErrors, SubmissionKeySchema } from "~/worker/validation/arena";
import type { Route } from "./+types/submit";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Submit New Arena · Tipoff" }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { message: ARENA_TEXT.submitLoginRequired });
  // One key per rendered form: a double click or a retried POST creates one arena.
  return { submissionKey: crypto.randomUUID() };
}

export { skipRevalidateOnGeocode as shouldRevalidate } from "~/app/lib/arena-form";

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: ARENA_TEXT.submitLoginRequired });
  const services = getServices(args.context);
  const form = await args.request.formData();
  const actor = actorFor(user, args.request);
  if (form.get("intent") === GEOCODE_INTENT) return geocodeIntent(services, actor, form);

  const values = readArenaFormValues(form);
  const parsed = ArenaInputSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalidArenaForm(values, arenaFieldErrors(parsed.error));
  const key = SubmissionKeySchema.safeParse(form.get("submissionKey"));
  try {
    const outcome = await submitArena(arenaMutationDeps(services), actor, parsed.data, {
      submissionKey: key.success ? key.data : undefined,
    });
    if (!outcome.ok) return arenaFailure(values, outcome);
    return redirectWithToast(
      `/arenas/${outcome.arena.id}`,
      { type: "success", message: ARENA_TEXT.submitted },
      { secret: services.config.authSecret },
    );
  } catch (error) {
    return unexpectedArenaFailure(values, ARENA_TEXT.submitFailed, error);
  }
}

export default function Submit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Page title="Submit New Arena" lead={ARENA_TEXT.reviewNotice}>
      <ArenaForm
        defaultValues={actionData && "values" in actionData ? actionData.values : EMPTY_ARENA_FORM}
        actionData={actionData && "values" in actionData ? actionData : undefined}
        hiddenFields={{ submissionKey: loaderData.submissionKey }}
        submitLabel="Submit Arena"
        pendingLabel="Submitting..."
        countsAsSubmission
      />
    </Page>
  );
}
