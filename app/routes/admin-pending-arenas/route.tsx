import { ActionResult } from "~/app/components/admin/action-result";
import { AdminList, AdminPage } from "~/app/components/admin/admin-page";
import { Pager } from "~/app/components/admin/pager";
import { useLoadErrorToast } from "~/app/components/admin/use-result-toast";
import { ADMIN_TEXT } from "~/core/admin/messages";
import type { Route } from "./+types/route";
import { PendingArenaCard } from "./pending-arena-card";

export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Pending Arenas · Tipoff" }, { name: "robots", content: "noindex" }];
}

export default function PendingArenas({ loaderData, actionData }: Route.ComponentProps) {
  const { items, nextCursor, loadError } = loaderData;
  useLoadErrorToast(loadError);
  return (
    <AdminPage title="Pending Arenas" lead="Review and approve arena submissions from users.">
      <ActionResult result={actionData} />
      <AdminList
        items={items}
        loadError={loadError}
        empty={ADMIN_TEXT.noPendingArenas}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(arena) => <PendingArenaCard arena={arena} />}
      </AdminList>
      <Pager nextCursor={nextCursor} />
    </AdminPage>
  );
}
