import type { FeedbackStatus } from "../domain";
import { RATE_LIMIT_TEXT, type RateLimitRule } from "../rate-limit-text";

// What the feedback screens say; the texts are fixed, word for word (docs/product.md).
export const FEEDBACK_TEXT = {
  submitted: "Feedback submitted successfully!",
  /** The toast when the server failed; the form itself says formFailed. */
  submitFailed: "Failed to submit feedback",
  formFailed: "Failed to submit feedback. Please try again.",
  rateLimited: RATE_LIMIT_TEXT.feedback,
  loadFailed: "Failed to load feedback entries",
  updateFailed: "Failed to update status",
  notFound: "Feedback not found",
} as const;

export const feedbackStatusUpdated = (status: FeedbackStatus) => `Feedback status updated to ${status}`;

/**
 * Per IP and 5 minutes. Higher than the browser's 3 because officials at one gym or hotel share
 * an address; the browser's own limit still stops one person at 3 (docs/decisions/020).
 */
export const FEEDBACK_RATE_LIMIT = { action: "feedback", limit: 10 } as const satisfies RateLimitRule;
