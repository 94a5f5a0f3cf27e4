import { Badge, type BadgeVariant } from "~/app/components/ui/badge";

/** The statuses' names, on the badges and the contact page's tabs. */
export const CONTACT_STATUS_LABELS = { unread: "Unread", read: "Read", replied: "Replied" } as const;

// Unread destructive, Read secondary, Replied green; anything else is Unknown.
const BADGES: Record<string, { label: string; variant: BadgeVariant }> = {
  unread: { label: CONTACT_STATUS_LABELS.unread, variant: "destructive" },
  read: { label: CONTACT_STATUS_LABELS.read, variant: "secondary" },
  replied: { label: CONTACT_STATUS_LABELS.replied, variant: "success" },
};

export function ContactStatusBadge({ status }: { status: string }) {
  const badge = Object.hasOwn(BADGES, status) ? BADGES[status] : undefined;
  return <Badge variant={badge?.variant ?? "outline"}>{badge?.label ?? "Unknown"}</Badge>;
}
