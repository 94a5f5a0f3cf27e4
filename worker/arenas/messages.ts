// Spec section 2 and 8: what the arena screens say.
export const ARENA_TEXT = {
  submitLoginRequired: "You must be logged in to submit an arena",
} as const;
