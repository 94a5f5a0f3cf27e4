import { COMMON_TEXT } from "../common-text";
// What suggested updates and confirmations say. The wording is ours; "Still accurate?", "Confirmed by
// N officials · last on {date}", "Updated {date}" and "may be out of date" are the names officials
// know these features by, so keep them as they are.
export const SUGGESTION_TEXT = {
  loginRequired: "You must be logged in to suggest an update",
  pageTitle: "Suggest an update",
  intro:
    "Change what is wrong or missing. Only the fields you change are sent, and an admin reviews them before they appear.",
  noteLabel: "What changed, and how do you know?",
  noteHint: "For example: “I worked a game here on March 3; the officials' door moved to the north side.”",
  submit: "Send suggestion",
  sending: COMMON_TEXT.sending,
  sent: "Thanks! Your suggestion was sent for review.",
  sendFailed: "Failed to send suggestion",
  nothingChanged: "This suggestion changes nothing. Change at least one field.",
  tooMany: "Too many suggestions. Please wait 5 minutes before trying again.",
  suggestLink: "Suggest an update",
  // Review (admin)
  reviewTitle: "Suggested updates",
  noSuggestions: "No suggestions to review.",
  notFound: "Suggestion not found",
  alreadyReviewed: "This suggestion was already reviewed.",
  arenaChanged:
    "This arena changed since the suggestion was made. Compare the current values with the suggested ones and choose the fields to apply.",
  arenaChangedSinceSeen: "This arena changed since you opened it. Review the new values, then approve again.",
  applied: "Suggestion applied",
  rejected: "Suggestion rejected",
  approveFailed: "Failed to apply suggestion",
  rejectFailed: "Failed to reject suggestion",
  chooseFields: "Choose at least one field to apply.",
  unknownApplyField: "Apply only fields this suggestion changes.",
  reasonLabel: "Reason (optional, shown to the suggester)",
  // Contributions (profile)
  contributionsTitle: "My contributions",
  noContributions: "You have not submitted arenas or suggestions yet.",
} as const;

export const SUGGESTION_STATUS_LABELS = {
  pending: "Pending",
  applied: "Applied",
  rejected: "Rejected",
} as const;

export const CONFIRMATION_TEXT = {
  button: "Still accurate?",
  loginRequired: "You must be logged in to confirm an arena",
  thanks: "Thanks for confirming!",
  already: "You already confirmed this arena in the last 30 days.",
  failed: "Failed to confirm",
  outOfDate: "may be out of date",
} as const;

/** "Confirmed by 3 officials · last on Nov 23, 2026" (one official, singular). */
export function confirmedByText(count: number, lastOn: string): string {
  return `Confirmed by ${count} ${count === 1 ? "official" : "officials"} · last on ${lastOn}`;
}

export function updatedText(on: string): string {
  return `Updated ${on}`;
}
