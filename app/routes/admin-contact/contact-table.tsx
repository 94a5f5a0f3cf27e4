import { useFetcher } from "react-router";
import { ContactStatusBadge } from "~/app/components/admin/contact-status-badge";
import { LocalTime } from "~/app/components/admin/local-time";
import { type ContactActionResult, useResultToast } from "~/app/components/admin/use-result-toast";
import { Button } from "~/app/components/ui/button";
import { Eye } from "~/app/components/ui/icons/eye";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/app/components/ui/table";
import { COMMON_TEXT } from "~/core/common-text";
import type { ContactMessage } from "~/core/contact/contact-message";

// On a phone each row becomes a stacked block: five columns do not fit 360 px, and a table that
// scrolls sideways hides the actions. From `sm` up it is an ordinary table.
const PHONE_ROW = "max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:py-3";
const PHONE_CELL = "max-sm:block max-sm:py-0";

function MessageRow({ message, onView }: { message: ContactMessage; onView: () => void }) {
  const fetcher = useFetcher<ContactActionResult>({ key: `contact-row-${message.id}` });
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data);
  return (
    <TableRow className={PHONE_ROW}>
      <TableCell className={`whitespace-nowrap ${PHONE_CELL}`}>
        <LocalTime value={message.createdAt} />
      </TableCell>
      <TableCell className={PHONE_CELL}>
        <ContactStatusBadge status={message.status} />
      </TableCell>
      <TableCell className={`max-w-56 max-sm:max-w-none ${PHONE_CELL}`}>
        <span className="block truncate font-medium">{message.name}</span>
        <span className="block truncate text-muted-foreground">{message.email}</span>
      </TableCell>
      <TableCell className={`max-w-72 max-sm:max-w-none ${PHONE_CELL}`}>
        <span className="block truncate" title={message.subject}>
          {message.subject}
        </span>
      </TableCell>
      <TableCell className={PHONE_CELL}>
        <div className="flex gap-2 max-sm:pt-1">
          <Button size="sm" variant="outline" onClick={onView} aria-label={`View message: ${message.subject}`}>
            <Eye className="size-4" aria-hidden />
            View
          </Button>
          {message.status === "unread" ? (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="id" value={message.id} />
              <Button type="submit" name="status" value="read" size="sm" variant="secondary" disabled={busy}>
                {busy ? COMMON_TEXT.processing : "Mark Read"}
              </Button>
            </fetcher.Form>
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}

export function ContactTable({ messages, onView }: { messages: ContactMessage[]; onView: (id: string) => void }) {
  return (
    <Table>
      <TableCaption>Contact messages, newest first</TableCaption>
      <TableHeader className="max-sm:sr-only">
        <TableRow className="hover:bg-transparent">
          <TableHead>Date</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>From</TableHead>
          <TableHead>Subject</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {messages.map((message) => (
          <MessageRow key={message.id} message={message} onView={() => onView(message.id)} />
        ))}
      </TableBody>
    </Table>
  );
}
