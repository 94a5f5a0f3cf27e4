// What the admin's shared-alias page and API say (docs/decisions/130). Texts are ours. No imports:
// the end-to-end tests read this module as it is.
export const SHARED_ALIAS_TEXT = {
  pageTitle: "Shared venue aliases",
  dashboardLink: "View Aliases",
  intro: "A venue name that three different people matched to the same arena is used for everyone's imports.",
  empty: "No shared venue aliases.",
  arenaColumn: "Arena",
  peopleColumn: "People",
  confirmedColumn: "Last confirmed",
  undoButton: "Undo",
  undone: "Shared alias undone. Each person's own alias stays theirs.",
  notFound: "Shared alias not found",
  alreadyUndone: "This shared alias was already undone",
  loadFailed: "Failed to load shared venue aliases",
  undoFailed: "Failed to undo the shared alias",
  dashboardDetail: "Venue names used for everyone's imports",
} as const;
