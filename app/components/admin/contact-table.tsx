import { Eye } from "lucide-react";
import { useFetcher } from "react-router";
import { ContactStatusBadge } from "~/app/components/admin/contact-status-badge";
import { LocalTime } from "~/app/components/admin/local-time";
import { type ContactActionResult, useResultToast } from "~/app/components/admin/use-result-toast";
import { Button } from "~/app/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/app/components/ui/table";
import type { ContactMessage } from "~/worker/contact/inbox";

function MessageRow({ message, onView }: { message: ContactMessage; onView: () => void }) {
  const fetcher = useFetcher<ContactActionResult>({ key: `contact-row-${message.id}` });
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data);
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">
        <LocalTime value={message.createdAt} />
      </TableCell>
      <TableCell>
        <ContactStatusBadge status={message.status} />
      </TableCell>
      <TableCell className="max-w-56">
        <span className="block truncate font-medium">{message.name}</span>
        <span className="block truncate text-muted-foreground">{message.email}</span>
      </TableCell>
      <TableCell className="max-w-40 sm:max-w-72">
        <span className="block truncate" title={message.subject}>
          {message.subject}
        </span>
      </TableCell>
      <TableCell>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onView} aria-label={`View message: ${message.subject}`}>
            <Eye className="size-4" aria-hidden />
            View
          </Button>
          {message.status === "unread" ? (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="id" value={message.id} />
              <Button type="submit" name="status" value="read" size="sm" variant="secondary" disabled={busy}>
                {busy ? "Processing..." : "Mark Read"}
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
      <TableHeader>
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
