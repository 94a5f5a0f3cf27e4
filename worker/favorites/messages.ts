// Spec sections 2, 6 and 8: what the favorite toggle and list say.
export const FAVORITE_TEXT = {
  added: "Added to favorites",
  removed: "Removed from favorites",
  loginRequired: "You must be logged in to manage favorites",
  loadFailed: "Failed to load favorites",
  updateFailed: "Failed to update favorites",
} as const;
