// What the admin console says; the texts are fixed, word for word (docs/product.md).
export const ADMIN_TEXT = {
  notAuthorizedTitle: "Administrator Access Required",
  notAuthorizedDetail: "You don't have permission to access this area.",
  unauthorized: "Unauthorized access",
  arenaApproved: "Arena approved successfully",
  arenaDeleted: "Arena deleted successfully",
  approveFailed: "Failed to approve arena",
  deleteFailed: "Failed to delete arena",
  loadPendingFailed: "Failed to load pending arenas",
  arenaNotFound: "Arena not found",
  arenaAlreadyApproved: "This arena is already approved",
  arenaChangedSinceSeen: "This arena was changed since you opened it. Review the new version, then approve it.",
  noPendingArenas: "No pending arenas to review.",
  /** Ours: the pending card's wrong-gym note (docs/decisions/077). */
  possibleDuplicateOf: "Possible duplicate of:",
  duplicatePending: "pending",
  deleteConfirmation: "Are you sure you want to delete this arena? This action cannot be undone.",
} as const;
