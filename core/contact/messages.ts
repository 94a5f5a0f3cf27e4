import { RATE_LIMIT_TEXT, type RateLimitRule } from "../rate-limit-text";

// What the contact screens say; the texts are fixed, word for word (docs/product.md).
export const CONTACT_TEXT = {
  sent: "Your message has been sent successfully!",
  sendFailed: "Failed to submit your message. Please try again.",
  rateLimited: RATE_LIMIT_TEXT.contact,
  loadFailed: "Failed to load contact messages",
  updateFailed: "Failed to update message status",
  markedRead: "Message marked as read",
  markedReplied: "Message marked as replied",
  notFound: "Message not found",
  transitionNotAllowed: "This message's status cannot change that way",
} as const;

// Per 5 minutes (docs/decisions/020): an IP may be a whole gym's Wi-Fi, so it gets more room
// than one visitor session, which gets the browser's 2.
export const CONTACT_RATE_LIMITS = {
  ip: { action: "contact-ip", limit: 5 },
  visitor: { action: "contact-visitor", limit: 2 },
} as const satisfies Record<string, RateLimitRule>;
