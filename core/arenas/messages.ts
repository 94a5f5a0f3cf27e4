import { RATE_LIMIT_TEXT } from "../rate-limit-text";

// What the arena screens say, fixed, word for word (docs/product.md). Texts of our own are marked.
export const ARENA_TEXT = {
  submitLoginRequired: "You must be logged in to submit an arena",
  reviewNotice: "Submissions are reviewed by our team before publishing.",
  submitted: "Arena submitted for review!",
  submitFailed: "Failed to submit arena",
  /** Above the arena form when the server failed (the toast says submitFailed or updateFailed). */
  formFailed: "Submission failed. Please try again.",
  editTitle: "Edit Arena",
  loadingDetails: "Loading arena details...",
  editLoginRequired: "You must be logged in to edit an arena",
  editForbidden: "You don't have permission to edit this arena.",
  permissionCheckFailed: "Error checking permissions",
  unauthorizedTitle: "Unauthorized",
  updated: "Arena updated successfully",
  updateFailed: "Failed to update arena",
  notFoundTitle: "Arena Not Found",
  notFound: "The arena you're looking for could not be found.",
  backToMap: "Back to Map",
  geocoding: "Converting address to coordinates...",
  geocoded: "Address converted to coordinates successfully!",
  geocodeFailed: "Could not convert address to coordinates. Please enter latitude and longitude manually.",
  /** The arena form's browser limit message (2 per 5 minutes); the server's 429 repeats it. */
  tooManySubmissions: RATE_LIMIT_TEXT.arena,
  // Ours: the version conflict, a replayed form and the review rule for edits (docs/decisions/032).
  conflict:
    "Someone else saved this arena while you were editing. Your changes are still in the form: check them and save again to keep them.",
  backToReview:
    "This arena is published. Saving your changes sends it back to review: it leaves the public list until an admin approves it again.",
  pendingReview: "This arena is waiting for review: only its creator and the admins can see it.",
  // Ours: the wrong-gym guardrail (docs/decisions/077); the heading is fixed.
  possibleDuplicate:
    "An arena like this one is already listed: check the list above the buttons before you submit a new one.",
  duplicatesHeading: "Is it one of these?",
  duplicatesHint: "Open one to see if it is the gym you mean. If none of them is, submit yours as a new arena.",
  confirmNotDuplicate: "No, submit a new arena",
  submissionKeyReused:
    "This submission key was already used for a different arena. Send a new key with a new submission.",
} as const;
