import type { AuditRecord } from "./audit.server";

/** One line of the dashboard's recent activity. */
export type ActivityItem = {
  id: string;
  actorEmail: string | null;
  summary: string;
  href: string | null;
  createdAt: Date;
};

/** A string field of a stored before/after snapshot (JSON of any shape, so read defensively). */
function text(snapshot: unknown, key: string): string | null {
  if (typeof snapshot !== "object" || snapshot === null || !(key in snapshot)) return null;
  const value: unknown = Reflect.get(snapshot, key);
  return typeof value === "string" ? value : null;
}

function quoted(value: string | null, fallback: string): string {
  return value ? `“${value}”` : fallback;
}

export function describeAudit(record: AuditRecord): ActivityItem {
  const base = { id: record.id, actorEmail: record.actorEmail, createdAt: record.createdAt };
  const arenaName = quoted(text(record.before, "name") ?? text(record.after, "name"), "an arena");
  const from = text(record.before, "status") ?? "?";
  const to = text(record.after, "status") ?? "?";
  switch (record.action) {
    case "arena.submit":
      return { ...base, summary: `Submitted arena ${arenaName}`, href: `/arenas/${record.entityId}` };
    case "arena.approve":
      return { ...base, summary: `Approved arena ${arenaName}`, href: `/arenas/${record.entityId}` };
    case "arena.delete":
      return { ...base, summary: `Deleted arena ${arenaName}`, href: null };
    case "arena.update":
      return { ...base, summary: `Edited arena ${arenaName}`, href: `/arenas/${record.entityId}` };
    case "arena.suggestion.apply":
      return { ...base, summary: `Applied a suggested update to ${arenaName}`, href: `/arenas/${record.entityId}` };
    case "arena.suggestion.reject":
      return { ...base, summary: `Rejected a suggested update to ${arenaName}`, href: "/admin/suggestions" };
    case "feedback.status":
      return { ...base, summary: `Feedback status ${from} → ${to}`, href: "/admin/feedback" };
    case "contact.status": {
      const subject = quoted(text(record.before, "subject"), "a message");
      return { ...base, summary: `Message ${subject} ${from} → ${to}`, href: "/admin/contact" };
    }
    case "venue_alias.unshare": {
      const venue = quoted(text(record.before, "venueText"), "a venue");
      const arena = quoted(text(record.before, "arenaName"), "an arena");
      return { ...base, summary: `Undid shared alias ${venue} → ${arena}`, href: "/admin/venue-aliases" };
    }
    default:
      return { ...base, summary: `${record.action} on ${record.entityType}`, href: null };
  }
}
