import { Link, useFetcher } from "react-router";
import { ActionResult } from "~/app/components/admin/action-result";
import { AdminList, AdminPage } from "~/app/components/admin/admin-page";
import { LocalTime } from "~/app/components/admin/local-time";
import { Pager } from "~/app/components/admin/pager";
import { type AdminActionResult, useLoadErrorToast, useResultToast } from "~/app/components/admin/use-result-toast";
import { Button } from "~/app/components/ui/button";
import { SHARED_ALIAS_TEXT } from "~/core/imports/shared-alias-text";
import type { SharedAlias } from "~/worker/imports/shared-aliases.server";
import type { Route } from "./+types/route";

export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${SHARED_ALIAS_TEXT.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

type ListedAlias = Omit<SharedAlias, "confirmedAt"> & { confirmedAt: Date | string };

function SharedAliasCard({ alias }: { alias: ListedAlias }) {
  const fetcher = useFetcher<AdminActionResult>({ key: `venue-alias-${alias.id}` });
  useResultToast(fetcher.data);
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <h2 className="break-words text-lg font-semibold">{alias.venueText}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{SHARED_ALIAS_TEXT.arenaColumn}</dt>
        <dd>
          <Link to={`/arenas/${alias.arenaId}`} className="font-medium text-primary hover:underline">
            {alias.arenaName}
          </Link>
        </dd>
        <dt className="text-muted-foreground">{SHARED_ALIAS_TEXT.peopleColumn}</dt>
        <dd>{alias.people}</dd>
        <dt className="text-muted-foreground">{SHARED_ALIAS_TEXT.confirmedColumn}</dt>
        <dd>
          <LocalTime value={alias.confirmedAt} />
        </dd>
      </dl>
      <fetcher.Form method="post" className="mt-auto">
        <input type="hidden" name="id" value={alias.id} />
        <Button
          type="submit"
          name="intent"
          value="undo"
          variant="destructive"
          disabled={fetcher.state !== "idle"}
          aria-label={`${SHARED_ALIAS_TEXT.undoButton}: ${alias.venueText}`}
        >
          {SHARED_ALIAS_TEXT.undoButton}
        </Button>
      </fetcher.Form>
    </article>
  );
}

export default function AdminVenueAliases({ loaderData, actionData }: Route.ComponentProps) {
  const { items, nextCursor, loadError } = loaderData;
  useLoadErrorToast(loadError);
  return (
    <AdminPage title={SHARED_ALIAS_TEXT.pageTitle} lead={SHARED_ALIAS_TEXT.intro}>
      <ActionResult result={actionData} />
      <AdminList
        items={items}
        loadError={loadError}
        empty={SHARED_ALIAS_TEXT.empty}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(alias) => <SharedAliasCard alias={alias} />}
      </AdminList>
      <Pager nextCursor={nextCursor} />
    </AdminPage>
  );
}
