// Texts several screens share; fixed, word for word (docs/product.md).
export const COMMON_TEXT = {
  /** A button's label while its action runs (admin actions). */
  processing: "Processing...",
  /** A send button's label while the message goes out. */
  sending: "Sending...",
  pageNotFoundTitle: "Oops! Page not found",
  returnHome: "Return to Home",
} as const;
