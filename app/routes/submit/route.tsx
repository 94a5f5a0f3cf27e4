import { ArenaForm } from "~/app/components/arena-form/arena-form";
import { ConfirmNotDuplicateButton, DuplicatesNotice } from "~/app/components/arena-form/duplicates-notice";
import { SchoolSuggestions } from "~/app/components/arena-form/school-suggestions";
import { Page } from "~/app/components/page";
import { EMPTY_ARENA_FORM } from "~/app/lib/arena-form";
import { requireUser } from "~/app/lib/auth.server";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { readSchoolPrefill } from "~/core/schools/gym-prefill";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import { getServices } from "~/worker/context.server";
import { createReverseGeocoder } from "~/worker/geocoding/index.server";
import { prefillFromMapPoint } from "~/worker/geocoding/point-prefill.server";
import type { Route } from "./+types/route";

// Submit and edit share one action (docs/decisions/042).
export { action } from "~/app/lib/arena-editor.server";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Submit New Arena · Tipoff" }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: ARENA_TEXT.submitLoginRequired });
  // A school's gym, or a gym an imported calendar names, arrives with its address in the query;
  // a map point ("Add a gym here") with its coordinates alone, and the address is looked up.
  const query = readSchoolPrefill(new URL(args.request.url).searchParams);
  const services = getServices(args.context);
  const deps = {
    reverseGeocoder: createReverseGeocoder(services),
    rateLimits: services.env.RATE_LIMITS,
    now: Date.now,
  };
  const prefill = { ...query, values: await prefillFromMapPoint(deps, user.id, query.values) };
  // One key per rendered form: a double click or a retried POST creates one arena.
  return { submissionKey: crypto.randomUUID(), prefill };
}

export { skipRevalidateOnGeocode as shouldRevalidate } from "~/app/lib/arena-form";

export default function Submit({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "values" in actionData ? actionData : undefined;
  const duplicates = answer?.duplicates ?? [];
  const { prefill } = loaderData;
  return (
    <Page title="Submit New Arena" lead={ARENA_TEXT.reviewNotice}>
      {prefill.campusCentre && !answer ? (
        <p role="note" className="mb-4 rounded-lg border border-dashed p-3 text-sm">
          {SCHOOL_TEXT.campusCentre}
        </p>
      ) : null}
      <ArenaForm
        defaultValues={answer ? answer.values : { ...EMPTY_ARENA_FORM, ...prefill.values }}
        actionData={answer}
        hiddenFields={{ submissionKey: loaderData.submissionKey }}
        submitLabel="Submit Arena"
        pendingLabel="Submitting..."
        countsAsSubmission
        extraFields={<SchoolSuggestions />}
        beforeActions={duplicates.length > 0 ? <DuplicatesNotice duplicates={duplicates} /> : undefined}
        secondaryAction={duplicates.length > 0 ? <ConfirmNotDuplicateButton /> : undefined}
      />
    </Page>
  );
}
