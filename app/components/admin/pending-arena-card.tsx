import { Check, Eye, Pencil, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { LocalTime } from "~/app/components/admin/local-time";
import { type AdminActionResult, useResultToast } from "~/app/components/admin/use-result-toast";
import { Button, ButtonLink } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { ConfirmDialog } from "~/app/components/ui/dialog";
import { ADMIN_TEXT } from "~/worker/admin/messages";
import type { PendingArena } from "~/worker/admin/pending-arenas.server";

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

export function PendingArenaCard({ arena }: { arena: PendingArena }) {
  const fetcher = useFetcher<AdminActionResult>({ key: `arena-${arena.id}` });
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data);
  const label = (text: string) => (busy ? "Processing..." : text);
  // Links cannot be `disabled`; while an action runs they are taken out of reach instead.
  const linkState = busy ? { "aria-disabled": true, tabIndex: -1, className: "pointer-events-none opacity-60" } : {};

  return (
    <Card className="flex flex-col" aria-busy={busy}>
      <CardHeader>
        <CardTitle>{arena.name}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <Detail label="School">{arena.school}</Detail>
          <Detail label="Location">
            {arena.city}, {arena.state}
          </Detail>
          <Detail label="Conference">{arena.conference.trim() || "N/A"}</Detail>
          <Detail label="Submitted On">
            <LocalTime value={arena.createdAt} />
          </Detail>
          <Detail label="Submitted By">{arena.createdBy ? "Registered User" : "Anonymous User"}</Detail>
        </dl>
        <div className="mt-auto grid grid-cols-2 gap-2">
          <ButtonLink to={`/arenas/${arena.id}`} variant="outline" {...linkState}>
            <Eye className="size-4" aria-hidden />
            View
          </ButtonLink>
          <ButtonLink to={`/arenas/${arena.id}/edit`} variant="outline" {...linkState}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </ButtonLink>
          <fetcher.Form method="post" className="contents">
            <input type="hidden" name="id" value={arena.id} />
            <input type="hidden" name="updatedAt" value={new Date(arena.updatedAt).toISOString()} />
            <Button type="submit" name="intent" value="approve" variant="primary" disabled={busy}>
              <Check className="size-4" aria-hidden />
              {label("Approve")}
            </Button>
          </fetcher.Form>
          <ConfirmDialog
            trigger={
              <Button variant="destructive" disabled={busy}>
                <Trash2 className="size-4" aria-hidden />
                {label("Delete")}
              </Button>
            }
            title={`Delete ${arena.name}?`}
            description={ADMIN_TEXT.deleteConfirmation}
            confirmLabel="Delete"
            onConfirm={() => fetcher.submit({ intent: "delete", id: arena.id }, { method: "post" })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
