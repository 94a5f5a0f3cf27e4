// What the browse screens say; the texts are fixed, word for word (docs/product.md).
export const BROWSE_TEXT = {
  loadFeaturedFailed: "Failed to load featured arenas",
  loadNearbyFailed: "Failed to load nearby arenas",
  loadArenasFailed: "Failed to load arenas",
  loadDetailsFailed: "Failed to load arena details",
  arenaNotFound: "Arena not found",
  noArenas: "No arenas available. Be the first to add one!",
  // The note cards' empty texts are in the notes table (ARENA_NOTES), beside their labels.
  localInformation: "Local Information",
  // Ours: under 'Failed to load arena details', when the arena exists but could not be read.
  loadDetailsHint: "The arena could not be loaded just now. Check your connection and try again.",
  tryAgain: "Try Again",
  // Ours: the list's and map's filter for arenas whose officials' arrival is described.
  hasArrivalFilter: "Has arrival details",
  // Ours: the list's State filter (its options are the states' names).
  stateFilter: "State",
  allStates: "All states",
} as const;
