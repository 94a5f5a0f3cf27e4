// Texts several screens share; fixed, word for word (docs/product.md).
export const COMMON_TEXT = {
  /** A button's label while its action runs (admin actions). */
  processing: "Processing...",
  /** A send button's label while the message goes out. */
  sending: "Sending...",
  pageNotFoundTitle: "Oops! Page not found",
  returnHome: "Return to Home",
  /** A state-changing request sent from another site's page. */
  crossOrigin: "Cross-origin requests may not change data",
} as const;
