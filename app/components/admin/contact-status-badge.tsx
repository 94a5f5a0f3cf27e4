import { Badge, type BadgeVariant } from "~/app/components/ui/badge";

// Unread destructive, Read secondary, Replied green; anything else is Unknown.
const BADGES: Record<string, { label: string; variant: BadgeVariant }> = {
  unread: { label: "Unread", variant: "destructive" },
  read: { label: "Read", variant: "secondary" },
  replied: { label: "Replied", variant: "success" },
};

export function ContactStatusBadge({ status }: { status: string }) {
  const badge = Object.hasOwn(BADGES, status) ? BADGES[status] : undefined;
  return <Badge variant={badge?.variant ?? "outline"}>{badge?.label ?? "Unknown"}</Badge>;
}
