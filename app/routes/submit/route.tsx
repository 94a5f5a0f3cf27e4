import { ArenaForm } from "~/app/components/arena-form/arena-form";
import { Page } from "~/app/components/page";
import { EMPTY_ARENA_FORM } from "~/app/lib/arena-form";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import type { Route } from "./+types/route";
import { ConfirmNotDuplicateButton, DuplicatesNotice } from "./duplicates-notice";
import { SchoolSuggestions } from "./school-suggestions";

// Submit and edit share one action (docs/decisions/042).
export { action } from "~/app/lib/arena-editor.server";
export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Submit New Arena · Tipoff" }, { name: "robots", content: "noindex" }];
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
