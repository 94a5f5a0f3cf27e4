import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { userPreferences } from "../db/schema.server";
import type { MapsApp, TripCount } from "../domain";
import type { Services } from "../services.server";

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

function toPreferences(row: PreferencesRow | undefined): Preferences {
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

export async function getPreferences(services: Pick<Services, "db">, userId: string): Promise<Preferences> {
  return toPreferencesFrom(await preferencesQuery(services.db, userId));
}

/**
 * A person's preferences row, as a query a page can put in its D1 batch (the root middleware does,
 * with the user as a subquery from the session token).
 */
export const preferencesQuery = (db: Db, userId: string | SQL) =>
  db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);

/** The preferences from `preferencesQuery`'s rows (none saved: the defaults). */
export const toPreferencesFrom = (rows: PreferencesRow[]): Preferences => toPreferences(rows[0]);

/** The maps app alone, for pages that render directions links (one small read). */
export async function getMapsApp(services: Services, userId: string): Promise<MapsApp | null> {
  const row = await services.db
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
export async function updatePreferences(
  services: Pick<Services, "db">,
  userId: string,
  change: PreferencesChange,
): Promise<void> {
  const columns = { ...columnsOf(change), updatedAt: new Date() };
  await services.db
    .insert(userPreferences)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: userPreferences.userId, set: columns });
}

/** Makes a new calendar feed token, replacing any earlier one (whose feed then answers 404). */
export async function rotateCalendarToken(services: Pick<Services, "db">, userId: string): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replaceAll("=", "");
  const columns = { calendarToken: token, updatedAt: new Date() };
  await services.db
    .insert(userPreferences)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: userPreferences.userId, set: columns });
  return token;
}

/** The user a calendar feed token belongs to, or null for an unknown or replaced token. */
export async function userIdForCalendarToken(services: Pick<Services, "db">, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const row = await services.db
    .select({ userId: userPreferences.userId })
    .from(userPreferences)
    .where(eq(userPreferences.calendarToken, token))
    .get();
  return row?.userId ?? null;
}
