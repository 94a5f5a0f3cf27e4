import { useFetcher } from "react-router";
import { ContactStatusBadge } from "~/app/components/admin/contact-status-badge";
import { LocalTime } from "~/app/components/admin/local-time";
import { type ContactActionResult, useResultToast } from "~/app/components/admin/use-result-toast";
import { Button } from "~/app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "~/app/components/ui/dialog";
import { COMMON_TEXT } from "~/core/common-text";
import type { ContactMessage } from "~/core/contact/contact-message";

type Props = {
  /** The message as it was when opened; it may leave the current tab once its status changes. */
  message: ContactMessage | null;
  /** Its status in the freshly loaded list, when it is still there. */
  listedStatus: string | undefined;
  onClose: () => void;
};

export function ContactMessageDialog({ message, listedStatus, onClose }: Props) {
  const fetcher = useFetcher<ContactActionResult>({ key: "contact-dialog" });
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data);
  const updated = fetcher.data?.ok && fetcher.data.id === message?.id ? fetcher.data.status : undefined;
  const status = listedStatus ?? updated ?? message?.status ?? "";

  const mark = (next: "read" | "replied") => {
    if (message) fetcher.submit({ intent: "status", id: message.id, status: next }, { method: "post" });
  };

  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {message ? (
        <DialogContent>
          <DialogTitle className="break-words">{message.subject}</DialogTitle>
          <DialogDescription className="break-all">
            From <span className="font-medium text-foreground">{message.name}</span> &lt;{message.email}&gt;
          </DialogDescription>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
            <dt className="font-medium text-muted-foreground">Status</dt>
            <dd>
              <ContactStatusBadge status={status} />
            </dd>
            <dt className="font-medium text-muted-foreground">Received</dt>
            <dd>
              <LocalTime value={message.createdAt} />
            </dd>
          </dl>
          <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-sm">{message.message}</p>
          <DialogFooter>
            {status === "unread" ? (
              <Button variant="outline" disabled={busy} onClick={() => mark("read")}>
                {busy ? COMMON_TEXT.processing : "Mark as Read"}
              </Button>
            ) : null}
            {status === "unread" || status === "read" ? (
              <Button disabled={busy} onClick={() => mark("replied")}>
                {busy ? COMMON_TEXT.processing : "Mark as Replied"}
              </Button>
            ) : null}
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
