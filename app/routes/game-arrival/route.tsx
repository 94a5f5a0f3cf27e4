import { Page } from "~/app/components/page";
import { ARRIVAL_ASK_TEXT, ARRIVAL_FORM_PAGE_TEXT, arrivalQuestion } from "~/core/knowledge/messages";
import type { Route } from "./+types/route";
import { type ArrivalActionData, ArrivalForm } from "./arrival-form";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData?.arena.name;
  return [
    { title: name ? `${arrivalQuestion(name)} · Tipoff` : `${ARRIVAL_ASK_TEXT.gameNotFound} · Tipoff` },
    { name: "robots", content: "noindex" },
  ];
}

export default function GameArrival({ loaderData, actionData }: Route.ComponentProps) {
  const { arena, day, time, values, version, canConfirm } = loaderData;
  return (
    <Page
      title={arrivalQuestion(arena.name)}
      lead={
        <>
          {ARRIVAL_FORM_PAGE_TEXT.lead(day, time)}{" "}
          {arena.approved ? ARRIVAL_FORM_PAGE_TEXT.reviewNote : ARRIVAL_FORM_PAGE_TEXT.ownArenaNote}
        </>
      }
    >
      <ArrivalForm
        values={values}
        version={version}
        arena={arena}
        canConfirm={canConfirm}
        actionData={actionData as ArrivalActionData | undefined}
      />
    </Page>
  );
}
