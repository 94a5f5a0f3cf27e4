import { eq, getTableColumns, type Placeholder, sql } from "drizzle-orm";
import type { MapsApp, TripCount } from "../../core/domain";
import type { Db, DbCtx } from "../db/client.server";
import { userPreferences } from "../db/schema.server";

/** A saved starting point for planning games ("usual start"). */
export type Place = { label: string; latitude: number; longitude: number };

/** A person's game-day settings; every one is optional. */
export type Preferences = {
  mapsApp: MapsApp | null;
  defaultBufferMinutes: number | null;
  usualStart: Place | null;
  /** The private calendar feed's token, once one has been made. */
  calendarToken: string | null;
  /** How the mileage report counts a game's trip. */
  tripCount: TripCount;
  /** Dollars per mile, as the person typed it; null shows no amount. */
  mileageRate: number | null;
};

export const NO_PREFERENCES: Preferences = {
  mapsApp: null,
  defaultBufferMinutes: null,
  usualStart: null,
  calendarToken: null,
  tripCount: "round_trip",
  mileageRate: null,
};

type PreferencesRow = typeof userPreferences.$inferSelect;

/** A preferences row as the app reads it; none saved (undefined or a left join's null): the defaults. */
export function toPreferences(row: PreferencesRow | null | undefined): Preferences {
  if (!row) return NO_PREFERENCES;
  const { usualStartLabel, usualStartLatitude, usualStartLongitude } = row;
  return {
    mapsApp: row.mapsApp,
    defaultBufferMinutes: row.defaultBufferMinutes,
    usualStart:
      usualStartLatitude !== null && usualStartLongitude !== null
        ? { label: usualStartLabel ?? "", latitude: usualStartLatitude, longitude: usualStartLongitude }
        : null,
    calendarToken: row.calendarToken,
    tripCount: row.tripCount ?? "round_trip",
    mileageRate: row.mileageRate,
  };
}

export async function getPreferences(ctx: DbCtx, userId: string): Promise<Preferences> {
  const [row] = await preferencesQuery(ctx.db, userId);
  return toPreferences(row);
}

/** A person's preferences row. */
const preferencesQuery = (db: Db, userId: string) =>
  db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);

/** The preferences row's columns, for a statement that reads them beside others (the session's). */
export const preferencesColumns = getTableColumns(userPreferences);

/** The maps app alone, for pages that render directions links (one small read). */
export async function getMapsApp(ctx: DbCtx, userId: string): Promise<MapsApp | null> {
  const row = await ctx.db
    .select({ mapsApp: userPreferences.mapsApp })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .get();
  return row?.mapsApp ?? null;
}

/** The columns a caller may change (the feed token has its own functions). */
export type PreferencesChange = Partial<{
  mapsApp: MapsApp | null;
  defaultBufferMinutes: number | null;
  usualStart: Place | null;
  tripCount: TripCount;
  mileageRate: number | null;
}>;

function columnsOf(change: PreferencesChange) {
  const columns: Partial<typeof userPreferences.$inferInsert> = {};
  if ("mapsApp" in change) columns.mapsApp = change.mapsApp ?? null;
  if ("defaultBufferMinutes" in change) columns.defaultBufferMinutes = change.defaultBufferMinutes ?? null;
  if ("tripCount" in change) columns.tripCount = change.tripCount ?? null;
  if ("mileageRate" in change) columns.mileageRate = change.mileageRate ?? null;
  if ("usualStart" in change) {
    columns.usualStartLabel = change.usualStart?.label ?? null;
    columns.usualStartLatitude = change.usualStart?.latitude ?? null;
    columns.usualStartLongitude = change.usualStart?.longitude ?? null;
  }
  return columns;
}

/** Saves the given settings, leaving the others as they are (one upsert). */
export async function updatePreferences(ctx: DbCtx, userId: string, change: PreferencesChange): Promise<void> {
  const columns = { ...columnsOf(change), updatedAt: new Date() };
  await ctx.db
    .insert(userPreferences)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: userPreferences.userId, set: columns });
}

/** Makes a new calendar feed token, replacing any earlier one (whose feed then answers 404). */
export async function rotateCalendarToken(ctx: DbCtx, userId: string): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replaceAll("=", "");
  const columns = { calendarToken: token, updatedAt: new Date() };
  await ctx.db
    .insert(userPreferences)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: userPreferences.userId, set: columns });
  return token;
}

/**
 * The preferences row that holds a calendar feed token (none for an unknown or replaced token), and
 * its owner's id as a subquery, so the owner's games ride in the same D1 batch as the row. The token
 * is a placeholder: the feed's reads are planned (worker/games/calendar.server.ts).
 */
export function calendarTokenOwner(db: Db, token: Placeholder) {
  const holdsToken = eq(userPreferences.calendarToken, token);
  return {
    row: db.select().from(userPreferences).where(holdsToken).limit(1),
    userId: sql`(${db.select({ userId: userPreferences.userId }).from(userPreferences).where(holdsToken)})`,
  };
}

/** Whether a feed URL's token has the shape of one we make (anything else is not looked up). */
export const isCalendarTokenShape = (token: string) => /^[A-Za-z0-9_-]{16,64}$/.test(token);
