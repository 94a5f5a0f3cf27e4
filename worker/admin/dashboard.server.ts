import { listRecentAudit } from "../audit/audit.server";
import { type ActivityItem, describeAudit } from "../audit/describe";
import { countContactMessages } from "../contact/inbox.server";
import type { DbCtx } from "../db/client.server";
import { countFeedback } from "../feedback/triage.server";
import { countPendingSuggestions } from "../suggestions/suggestions.server";
import { countArenas } from "./pending-arenas.server";

export type DashboardSummary = {
  approvedArenas: number;
  pendingArenas: number;
  pendingSuggestions: number;
  feedback: number;
  unreadMessages: number;
  activity: ActivityItem[];
};

export const RECENT_ACTIVITY_COUNT = 10;

/** A count that fails to load shows 0 silently (but we still log it). */
async function orFallback<T>(label: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`admin dashboard: ${label} failed to load`, error);
    return fallback;
  }
}

export async function loadDashboard(ctx: DbCtx): Promise<DashboardSummary> {
  const [arenaCounts, pendingSuggestions, feedback, unreadMessages, audit] = await Promise.all([
    orFallback("arena counts", () => countArenas(ctx), { approved: 0, pending: 0 }),
    orFallback("pending suggestions", () => countPendingSuggestions(ctx), 0),
    orFallback("feedback count", () => countFeedback(ctx), 0),
    orFallback("unread messages", () => countContactMessages(ctx, "unread"), 0),
    orFallback("recent activity", () => listRecentAudit(ctx, RECENT_ACTIVITY_COUNT), []),
  ]);
  return {
    approvedArenas: arenaCounts.approved,
    pendingArenas: arenaCounts.pending,
    pendingSuggestions,
    feedback,
    unreadMessages,
    activity: audit.map(describeAudit),
  };
}
