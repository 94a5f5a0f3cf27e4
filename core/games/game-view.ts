// Games as the pages show them (every time already formatted): the views answer these, the pages render them.
import type { Directions } from "../arenas/directions";
import type { GameStatus } from "../domain";

/** How a plan reads, in the arena's zone and, when the start is elsewhere, the person's own. */
export type PlanSummary = {
  /** "Leave by 5:05 PM CST · arrive by 6:00 PM"; without a start "Arrive by 6:00 PM CST". */
  summary: string;
  /** "35 min drive from Home", or that there is no starting point. */
  drive: string;
  estimate: boolean;
  /** Why the plan leaves out an earlier game of the day: this one clashes with it. */
  asIfTaken: string | null;
};

/** A planned game as the pages show it: every time already formatted in the arena's zone. */
export type GameView = PlanSummary & {
  id: string;
  arena: { id: string; name: string; place: string };
  day: string;
  tipoff: string;
  past: boolean;
  directions: Directions;
  calendarPath: string;
  editPath: string;
  status: GameStatus;
  /** "Away at Home" and the level, when the game was imported with them. */
  matchup: string | null;
  level: string | null;
  crew: string[];
  /** The source's changes since the person last opened the game, one line each (old → new). */
  changes: string[];
  /** The calendar gave no zone, so the time was read on the arena's clock: the card says so. */
  zoneNotStated: boolean;
  /** The arena's officials' entrance and parking ("" when unknown), and the form that asks for them. */
  arrival: { entrance: string; parking: string; formPath: string };
  /** False for a cancelled game and one on hold: no leave-by, and Directions is not the first action. */
  leaving: boolean;
  /** "From HorizonWebRef feed and a file"; null for a game typed by the person. */
  sources: string | null;
  /** The games this one cannot be made with, each once from either side. */
  clashes: ClashView[];
  /** "Running late" on the game's own day until tip-off (the arena's clock); null otherwise. */
  latePath: string | null;
  /** After tip-off: where an ejection or incident is reported; null before. */
  reportPath: string | null;
  /** "Report due by Sat, Jan 16 · 9:00 PM EST" while a report is not marked sent. */
  reportDue: string | null;
  /** "Accept it in Arbiter Group": an upcoming game a later import added or moved, until Accepted. */
  toAccept: string | null;
  /** A game on hold: why, as its source's kind tells it (a feed removed it, or a file no longer lists it). */
  removed: { badge: string; hint: string } | null;
  /** "20 min earlier: Winter Storm Warning at Hinkle Fieldhouse" when the weather moved the leave-by; else null. */
  weatherEarlier: string | null;
  /** The weather alerts at the gym and the start around the trip, one line each. */
  weatherAlerts: string[];
};

/** A game this one clashes with, as the card shows it. */
export type ClashView = {
  /** The other game's id: its card is `#game-{id}`. */
  gameId: string;
  /** "Can't make both: 25 min drive, 45 min short". */
  text: string;
  /** "With Hinkle Fieldhouse, Fri, Jan 15 · Tip-off 7:00 PM CST". */
  with: string;
  arenaName: string;
  /** Marked as known by the person: listed quietly, no longer flagged or counted. */
  known: boolean;
};

/** A game waiting for a gym, as My Games shows it: the removed gym and the game's own clock. */
export type WaitingGameView = {
  id: string;
  lostArena: string;
  day: string;
  tipoff: string;
  past: boolean;
  choosePath: string;
};

/** An imported event waiting for its gym, as My Games shows it: on its own clock, the place as written. */
export type WaitingImportView = {
  id: string;
  venue: string;
  when: string;
  matchup: string | null;
  level: string | null;
  cancelled: boolean;
  past: boolean;
  choosePath: string;
};

/** What the plan and edit forms need besides their values. */
export type GameFormSetup = {
  arena: { id: string; name: string; place: string };
  /** The arena's zone as a person reads it; null when the arena cannot be planned. */
  zone: { abbreviation: string; longName: string } | null;
  dateMin: string;
  dateMax: string;
  bufferSource: "arena" | "profile" | "default" | "game";
  usualStart: string | null;
  /** The game's start when editing ("keep" it). */
  currentStart: string | null;
};
