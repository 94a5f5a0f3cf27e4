import { Suspense } from "react";
import { Await } from "react-router";
import { ArenaForm } from "~/app/components/arena-form/arena-form";
import { Page } from "~/app/components/page";
import { ButtonLink } from "~/app/components/ui/button";
import { type ArenaActionData, arenaFormValues } from "~/app/lib/arena-form";
import { ARENA_TEXT } from "~/core/arenas/messages";
import type { EditableArena } from "~/worker/arenas/edit-arena.server";
import type { Route } from "./+types/route";
import { ArenaNotFound, ConflictNotice, LoadingArena, UnauthorizedView } from "./edit-states";
import { ReviewNotice } from "./review-notice";

// Submit and edit share one action (docs/decisions/042).
export { action } from "~/app/lib/arena-editor.server";
export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Edit Arena · Tipoff" }, { name: "robots", content: "noindex" }];
}

export { skipRevalidateOnGeocode as shouldRevalidate } from "~/app/lib/arena-form";

function EditView({ result, id, actionData }: { result: EditableArena; id: string; actionData?: ArenaActionData }) {
  if (!result.ok && result.kind === "not_found") return <ArenaNotFound />;
  if (!result.ok) return <UnauthorizedView message={result.message} arenaId={id} />;
  const { arena } = result;
  const values = actionData?.values ?? arenaFormValues(arena);
  return (
    <ArenaForm
      defaultValues={values}
      actionData={actionData}
      hiddenFields={{ updatedAt: actionData?.version ?? arena.updatedAt }}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      notice={
        <>
          <ReviewNotice approved={arena.approved} sendsBackToReview={result.sendsBackToReview} />
          {actionData?.current ? <ConflictNotice current={actionData.current} mine={values} /> : null}
        </>
      }
      secondaryAction={
        <ButtonLink to={`/arenas/${arena.id}`} variant="outline" size="lg" className="w-full sm:w-auto">
          Cancel
        </ButtonLink>
      }
    />
  );
}

export default function ArenaEdit({ loaderData, actionData }: Route.ComponentProps) {
  const formData = actionData && "values" in actionData ? actionData : undefined;
  return (
    <Page title={ARENA_TEXT.editTitle}>
      <Suspense fallback={<LoadingArena />}>
        <Await resolve={loaderData.editable}>
          {(result) => <EditView result={result} id={loaderData.id} actionData={formData} />}
        </Await>
      </Suspense>
    </Page>
  );
}
