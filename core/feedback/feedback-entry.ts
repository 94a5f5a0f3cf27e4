// A feedback entry as the admin list shows it: the service answers it, the page renders it.
import type { FeedbackStatus, FeedbackType } from "../domain";

export type FeedbackEntry = {
  id: string;
  type: FeedbackType;
  content: string;
  status: FeedbackStatus;
  createdAt: Date;
  /** The submitter's profile when known; null for a visitor or a deleted account. */
  submitter: { name: string; email: string } | null;
};
