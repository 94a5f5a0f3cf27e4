import { Badge, type BadgeVariant } from "~/app/components/ui/badge";

/** The statuses' names, on the badges and the contact page's tabs. */
export const CONTACT_STATUS_LABELS = { unread: "Unread", read: "Read", replied: "Replied" } as const;

type ContactStatus = keyof typeof CONTACT_STATUS_LABELS;

// Unread destructive, Read secondary, Replied green; anything else is Unknown.
const VARIANTS: Record<ContactStatus, BadgeVariant> = { unread: "destructive", read: "secondary", replied: "success" };

const isContactStatus = (status: string): status is ContactStatus => Object.hasOwn(VARIANTS, status);

export function ContactStatusBadge({ status }: { status: string }) {
  if (!isContactStatus(status)) return <Badge variant="outline">Unknown</Badge>;
  return <Badge variant={VARIANTS[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}
