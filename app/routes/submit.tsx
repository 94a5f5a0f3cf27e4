import { ArenaForm } from "~/app/components/arena-form/arena-form";
import { ConfirmNotDuplicateButton, DuplicatesNotice } from "~/app/components/arena-form/duplicates-notice";
import { Page } from "~/app/components/page";
import { ARENA_MAX_LENGTHS, type ArenaFormValues, EMPTY_ARENA_FORM } from "~/app/lib/arena-form";
import { requireUser } from "~/app/lib/auth.server";
import { ARENA_TEXT } from "~/worker/arenas/messages";
import type { Route } from "./+types/submit";

// Submit and edit share one action (docs/decisions/042).
export { action } from "~/app/lib/arena-editor.server";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Submit New Arena · Tipoff" }, { name: "robots", content: "noindex" }];
}

/** Fields a link may prefill ("Add this gym" from an imported calendar): the name and the address. */
const PREFILLED_FIELDS = ["name", "address", "city", "state", "zipCode"] as const;

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { message: ARENA_TEXT.submitLoginRequired });
  const query = new URL(args.request.url).searchParams;
  const prefill: Partial<ArenaFormValues> = {};
  for (const field of PREFILLED_FIELDS) {
    const value = query.get(field)?.trim();
    if (value) prefill[field] = value.slice(0, ARENA_MAX_LENGTHS[field]);
  }
  // One key per rendered form: a double click or a retried POST creates one arena.
  return { submissionKey: crypto.randomUUID(), prefill };
}

export { skipRevalidateOnGeocode as shouldRevalidate } from "~/app/lib/arena-form";

export default function Submit({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "values" in actionData ? actionData : undefined;
  const duplicates = answer?.duplicates ?? [];
  return (
    <Page title="Submit New Arena" lead={ARENA_TEXT.reviewNotice}>
      <ArenaForm
        defaultValues={answer ? answer.values : { ...EMPTY_ARENA_FORM, ...loaderData.prefill }}
        actionData={answer}
        hiddenFields={{ submissionKey: loaderData.submissionKey }}
        submitLabel="Submit Arena"
        pendingLabel="Submitting..."
        countsAsSubmission
        beforeActions={duplicates.length > 0 ? <DuplicatesNotice duplicates={duplicates} /> : undefined}
        secondaryAction={duplicates.length > 0 ? <ConfirmNotDuplicateButton /> : undefined}
      />
    </Page>
  );
}
