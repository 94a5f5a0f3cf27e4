import { parseCents } from "./money";
import { PAY_LIMITS } from "./pay-limits";

/**
 * One game of ArbiterSports' schedule page as it copies: tab-separated cells (game, group,
 * position, date, time, sport-level, site, home, away, fee, status). The date and time are on the
 * game's own clock.
 */
export type PastedGame = {
  gameNumber: string;
  /** YYYY-MM-DD and HH:MM (24-hour). */
  date: string;
  time: string;
  level: string;
  site: string;
  home: string;
  away: string;
  /** The status cell says the game was cancelled. */
  cancelled: boolean;
  feeCents: number;
};

export type PasteRead =
  | { ok: true; games: PastedGame[]; skipped: number }
  | { ok: false; problem: "too_large" | "empty" };

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/;
const TIME = /\b(\d{1,2}):(\d{2})\s?([AP]M)\b/i;
// A cell is read up to this many characters: nothing on the page is longer.
const CELL_MAX = 200;

const pad = (value: number) => String(value).padStart(2, "0");

/** "11/9/2013" → "2013-11-09"; null for a day that does not exist. */
function isoDate(match: RegExpExecArray): string | null {
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "12:30 PM" → "12:30"; null for a time that does not exist. */
function isoTime(match: RegExpExecArray): string | null {
  const [hour, minute, half] = [Number(match[1]), Number(match[2]), (match[3] ?? "").toUpperCase()];
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return `${pad((hour % 12) + (half === "PM" ? 12 : 0))}:${pad(minute)}`;
}

/**
 * The games of a pasted schedule: each line with a date (M/D/YYYY), a time (H:MM AM/PM, in the
 * date's cell or the next) and a fee in dollars; other lines (headers, totals, blank) are skipped
 * and counted. The text is refused past its size before any of it is read, and each line is split
 * once, so the work follows the text's length.
 */
export function readArbiterSchedule(text: string): PasteRead {
  if (text.length > PAY_LIMITS.pasteMaxChars) return { ok: false, problem: "too_large" };
  const lines = text.split(/\r?\n/);
  if (lines.length > PAY_LIMITS.pasteMaxLines) return { ok: false, problem: "too_large" };
  if (text.trim() === "") return { ok: false, problem: "empty" };
  const games: PastedGame[] = [];
  let skipped = 0;
  for (const line of lines) {
    if (line.trim() === "") continue;
    const cells = line.split("\t").map((cell) => cell.slice(0, CELL_MAX).trim());
    const game = gameOf(cells);
    if (game) games.push(game);
    else skipped += 1;
  }
  return { ok: true, games, skipped };
}

function gameOf(cells: string[]): PastedGame | null {
  const dateAt = cells.findIndex((cell) => DATE.test(cell));
  if (dateAt < 0) return null;
  const dateMatch = DATE.exec(cells[dateAt] ?? "");
  const sameCell = TIME.exec(cells[dateAt] ?? "");
  const timeMatch = sameCell ?? TIME.exec(cells[dateAt + 1] ?? "");
  if (!dateMatch || !timeMatch) return null;
  const date = isoDate(dateMatch);
  const time = isoTime(timeMatch);
  // The fee is the last cell written as dollars ("$29.50"); the status follows it.
  const feeAt = cells.findLastIndex((cell) => cell.startsWith("$") && parseCents(cell) !== null);
  const feeCents = feeAt < 0 ? null : parseCents(cells[feeAt] ?? "");
  if (!date || !time || feeCents === null) return null;
  const levelAt = dateAt + (sameCell ? 1 : 2);
  // Home and away sit between the site and the fee when the row has them.
  const between = (at: number) => (at < feeAt ? (cells[at] ?? "") : "");
  return {
    gameNumber: cells[0] ?? "",
    date,
    time,
    level: cells[levelAt] ?? "",
    site: cells[levelAt + 1] ?? "",
    home: between(levelAt + 2),
    away: between(levelAt + 3),
    cancelled: /cancel/i.test(cells[feeAt + 1] ?? ""),
    feeCents,
  };
}
