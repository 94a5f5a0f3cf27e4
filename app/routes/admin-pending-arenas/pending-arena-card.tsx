import { Link, useFetcher } from "react-router";
import { LocalTime } from "~/app/components/admin/local-time";
import { type AdminActionResult, useResultToast } from "~/app/components/admin/use-result-toast";
import { Button, ButtonLink } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Check } from "~/app/components/ui/icons/check";
import { Copy } from "~/app/components/ui/icons/copy";
import { Eye } from "~/app/components/ui/icons/eye";
import { Pencil } from "~/app/components/ui/icons/pencil";
import { Trash2 } from "~/app/components/ui/icons/trash-2";
import { LazyConfirmDialog } from "~/app/components/ui/lazy-dialog";
import { ADMIN_TEXT } from "~/core/admin/messages";
import type { PendingArenaEntry, PossibleDuplicate } from "~/core/admin/pending-arena";
import { COMMON_TEXT } from "~/core/common-text";

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

/** The arenas this one may duplicate, recorded when it was submitted: open them before approving. */
function PossibleDuplicates({ duplicates }: { duplicates: PossibleDuplicate[] }) {
  if (duplicates.length === 0) return null;
  return (
    <div className="rounded-md border border-warning/60 bg-warning/10 p-3 text-sm" data-testid="possible-duplicates">
      <p className="flex items-center gap-2 font-medium">
        <Copy className="size-4" aria-hidden />
        {ADMIN_TEXT.possibleDuplicateOf}
      </p>
      <ul className="mt-1 flex flex-col">
        {duplicates.map((duplicate) => (
          <li key={duplicate.id}>
            <Link
              to={`/arenas/${duplicate.id}`}
              className="inline-flex min-h-11 items-center break-words font-medium text-primary underline underline-offset-4"
            >
              {duplicate.name} ({duplicate.city}, {duplicate.state})
            </Link>
            {duplicate.approved ? null : (
              <span className="text-muted-foreground"> · {ADMIN_TEXT.duplicatePending}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PendingArenaCard({ arena }: { arena: PendingArenaEntry }) {
  const fetcher = useFetcher<AdminActionResult>({ key: `arena-${arena.id}` });
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data);
  const label = (text: string) => (busy ? COMMON_TEXT.processing : text);
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
        <PossibleDuplicates duplicates={arena.possibleDuplicates} />
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
          <LazyConfirmDialog
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
