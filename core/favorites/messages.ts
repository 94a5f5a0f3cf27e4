// What the favorite toggle and list say; the texts are fixed, word for word (docs/product.md).
export const FAVORITE_TEXT = {
  added: "Added to favorites",
  removed: "Removed from favorites",
  loginRequired: "You must be logged in to manage favorites",
  loadFailed: "Failed to load favorites",
  updateFailed: "Failed to update favorites",
} as const;
