// Every text the mileage report, its CSV, the per-game miles form and the profile's mileage
// settings show, once. No imports but My Games' link names: the validation schemas and pages both read it.
import { GAME_SECTION_LABELS } from "./section-labels.ts";

export const MILEAGE_LIMITS = {
  /** A one-way figure a person types: up to 5,000 miles, to 0.1 mile. */
  enteredMilesMax: 5000,
  /** Dollars per mile, up to $10 with at most 3 decimals (tenths of a cent). */
  rateMax: 10,
} as const;

export const MILEAGE_TEXT = {
  navLabel: GAME_SECTION_LABELS.mileage,
  pageTitle: "Mileage",
  lead: "The miles you drive to your games, for taxes and reimbursement.",
  backToGames: "Back to My Games",
  loginRequired: "You must be logged in to see your mileage",

  // The period.
  periodLegend: "Period",
  thisYear: (year: number) => `Year ${year}`,
  season: (startYear: number) => `Season ${startYear}–${String(startYear + 1).slice(-2)}`,
  fromLabel: "From",
  toLabel: "To",
  showButton: "Show",
  periodHint: "Games count by their date at the arena.",
  periodHeading: (from: string, to: string) => `${from} to ${to}`,

  // The table.
  tableCaption: "Games driven in this period",
  date: "Date",
  arena: "Arena",
  city: "City",
  from: "From",
  /** A leg's start on a phone, where the From column is hidden: "From Cintas Center". */
  fromStart: (label: string) => `From ${label}`,
  miles: "Miles",
  source: "Source",
  total: "Total",
  amount: "Amount",
  purposeHeader: "Purpose",
  /** "Officiating: Varsity Boys Basketball, Westerville Central vs Olentangy", else the arena. */
  purpose: (parts: string[], arena: string) =>
    parts.length > 0 ? `Officiating: ${parts.join(", ")}` : `Officiating: game at ${arena}`,
  totalLine: (miles: string) => `Total: ${miles} miles`,
  sources: { routing: "Routing", estimate: "Estimate", entered: "Your figure", same_trip: "Same trip" },
  noStart: "No start",
  addStart: "Add a start",
  noStartNote: "A game without a starting point has no miles. Add a start to the game, or type your own miles on it.",
  roundTrip: "Miles are round trips (there and back).",
  oneWay: "Miles are one way.",
  changeSettings: "Change in your profile",
  noRate: "Set a rate per mile in your profile to see the amount.",
  rateLine: (rate: string, amount: string) => `At ${rate} per mile: ${amount}`,
  emptyTitle: "No driven games in this period",
  emptyText:
    "Games you plan appear here. Games marked “not driven”, cancelled games and games on hold (removed from their calendar) are left out.",
  downloadCsv: "Download CSV",
  print: "Print",
  csvFileName: (from: string, to: string) => `tipoff-mileage-${from}-to-${to}.csv`,

  // The period's refusals.
  periodDate: "Enter dates as YYYY-MM-DD",
  periodBoth: "Give both a from and a to date",
  periodReversed: "The from date must be on or before the to date",

  // A game's own miles (the edit page).
  gameMilesTitle: "Miles",
  gameMilesComputed: (miles: number, source: string) => `Worked out: ${miles} miles one way (${source}).`,
  gameMilesNone: "No miles worked out: this game has no starting point.",
  enteredLabel: "Your miles, one way",
  enteredHint: "Leave empty to use the miles worked out.",
  notDrivenLabel: "Not driven (leave this game out of the mileage report)",
  saveMiles: "Save Miles",
  savingMiles: "Saving...",
  milesSaved: "Miles saved",
  enteredNumber: "Miles must be a number",
  enteredRange: `Miles must be between 0 and ${MILEAGE_LIMITS.enteredMilesMax}`,
  enteredStep: "Miles can have at most one decimal",

  // The profile's settings.
  settingsTitle: "Mileage",
  settingsDescription: "How the mileage report counts your trips.",
  tripLegend: "Count each game as",
  tripRoundTrip: "A round trip (there and back)",
  tripOneWay: "One way",
  rateLabel: "Rate per mile (dollars)",
  rateHint: "Empty: no amount is shown. Rates differ by year and by payer, so none is assumed.",
  saveSettings: "Save Mileage Settings",
  settingsSaved: "Mileage settings saved",
  tripChoice: "Choose round trip or one way",
  rateNumber: "The rate must be a number, like 0.70",
  rateRange: `The rate must be between 0 and ${MILEAGE_LIMITS.rateMax} dollars`,
  rateStep: "The rate can have at most 3 decimals",
} as const;
