import { ArenaForm } from "~/app/components/arena-form/arena-form";
import { Page } from "~/app/components/page";
import { ButtonLink } from "~/app/components/ui/button";
import { TextareaField } from "~/app/components/ui/field";
import { skipRevalidateOnGeocode } from "~/app/lib/arena-form";
import { SUGGESTION_NOTE_MAX_LENGTH } from "~/core/suggestions/limits";
import { SUGGESTION_TEXT } from "~/core/suggestions/messages";
import type { Route } from "./+types/route";
import type { SuggestActionData } from "./page.server";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

export { skipRevalidateOnGeocode as shouldRevalidate };

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData?.arena.name;
  return [
    { title: name ? `${SUGGESTION_TEXT.pageTitle}: ${name} · Tipoff` : `${SUGGESTION_TEXT.pageTitle} · Tipoff` },
    { name: "robots", content: "noindex" },
  ];
}

export default function ArenaSuggest({ loaderData, actionData }: Route.ComponentProps) {
  const { arena, values: loaded } = loaderData;
  const failed = actionData && "values" in actionData ? (actionData as SuggestActionData) : undefined;
  return (
    <Page title={SUGGESTION_TEXT.pageTitle} lead={`${arena.name}. ${SUGGESTION_TEXT.intro}`}>
      <ArenaForm
        defaultValues={failed?.values ?? loaded}
        actionData={failed}
        hiddenFields={{}}
        changesOnly={{ loaded, nothingChanged: SUGGESTION_TEXT.nothingChanged }}
        submitLabel={SUGGESTION_TEXT.submit}
        pendingLabel={SUGGESTION_TEXT.sending}
        extraFields={
          <TextareaField
            label={SUGGESTION_TEXT.noteLabel}
            name="note"
            hint={SUGGESTION_TEXT.noteHint}
            defaultValue={failed?.note ?? ""}
            maxLength={SUGGESTION_NOTE_MAX_LENGTH}
            rows={3}
          />
        }
        secondaryAction={
          <ButtonLink to={`/arenas/${arena.id}`} variant="outline" size="lg" className="w-full sm:w-auto">
            Cancel
          </ButtonLink>
        }
      />
    </Page>
  );
}
