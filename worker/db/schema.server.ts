import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  sqliteView,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { ARRIVAL_MAX_MINUTES } from "../../core/arenas/arrival-text";
import { CONTACT_ROLES } from "../../core/contacts/limits";
import {
  ARENA_LEVELS,
  CONTACT_STATUSES,
  DRIVE_SOURCES,
  FEE_SOURCES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  GAME_SOURCES,
  GAME_STATUSES,
  IMPORT_SOURCE_KINDS,
  MAPS_APPS,
  MAX_LATITUDE,
  MAX_LONGITUDE,
  SOURCE_EVENT_STATES,
  SUGGESTION_STATUSES,
  TRIP_COUNTS,
  USER_ROLES,
} from "../../core/domain";
import { GAME_LIMITS } from "../../core/games/limits";
import type { ArenaCandidate, CrewMember, GameChanges, ImportedEvent, Teams } from "../../core/imports/game-fields";
import { NOTIFICATION_SETTINGS_LIMITS, SEND_MARKER_KINDS } from "../../core/notifications/limits";
import { REPORT_KINDS } from "../../core/reports/limits";
import { SCHOOL_KINDS, SCHOOL_SECTORS } from "../../core/schools/school-name";
import type { GameWeather } from "../../core/weather/limits";
import type { FeedResult } from "./feed-result";

/** `col IN ('a', 'b')` for a CHECK constraint; the values are our own constants, never user input. */
function oneOf(column: string, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`${column} IN (${list})`);
}

/** `col BETWEEN min AND max` for a CHECK constraint, its limits the validators' own constants. */
function between(column: string, min: number, max: number) {
  return sql.raw(`${column} BETWEEN ${min} AND ${max}`);
}

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`)
    .$defaultFn(() => new Date());

const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`)
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());

// ---- better-auth tables (model names pluralised: users, sessions, accounts, verifications) ----

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    image: text("image"),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check("users_role_check", oneOf("role", USER_ROLES)), index("users_role_idx").on(table.role)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = sqliteTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
    refreshTokenExpiresAt: integer("refresh_token_expires_at", { mode: "timestamp_ms" }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = sqliteTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** A profile (id, name, email) is the account itself; a view avoids a second copy. */
export const profiles = sqliteView("profiles").as((qb) =>
  qb.select({ id: users.id, name: users.name, email: users.email }).from(users),
);

// ---- Tipoff domain tables ----

export const arenas = sqliteTable(
  "arenas",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text("name").notNull(),
    school: text("school").notNull(),
    // The school of the index this gym belongs to, when known (a gym added from a school).
    schoolId: integer("school_id").references(() => schools.id, { onDelete: "set null" }),
    conference: text("conference").notNull(),
    level: text("level", { enum: ARENA_LEVELS }),
    address: text("address"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    parking: text("parking"),
    lockerRooms: text("locker_rooms"),
    food: text("food"),
    hotels: text("hotels"),
    safety: text("safety"),
    // Officials' arrival (the game-day card): where officials go in, park and change.
    officialsEntrance: text("officials_entrance"),
    entranceLatitude: real("entrance_latitude"),
    entranceLongitude: real("entrance_longitude"),
    officialsParking: text("officials_parking"),
    parkingLatitude: real("parking_latitude"),
    parkingLongitude: real("parking_longitude"),
    dressingRoom: text("dressing_room"),
    reportTo: text("report_to"),
    arrivalMinutes: integer("arrival_minutes"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    // Arenas this submission may duplicate (ids, JSON), found when it was submitted; shown to the admin.
    possibleDuplicates: text("possible_duplicates", { mode: "json" }).$type<string[]>(),
    approved: integer("approved", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("arenas_level_check", sql`${sql.raw("level")} IS NULL OR ${oneOf("level", ARENA_LEVELS)}`),
    check("arenas_latitude_check", sql`latitude IS NULL OR ${between("latitude", -MAX_LATITUDE, MAX_LATITUDE)}`),
    check("arenas_longitude_check", sql`longitude IS NULL OR ${between("longitude", -MAX_LONGITUDE, MAX_LONGITUDE)}`),
    check("arenas_name_check", sql`length(trim(name)) > 0`),
    check(
      "arenas_arrival_minutes_check",
      sql`arrival_minutes IS NULL OR ${between("arrival_minutes", 0, ARRIVAL_MAX_MINUTES)}`,
    ),
    index("arenas_approved_name_idx").on(table.approved, table.name, table.id),
    index("arenas_approved_level_idx").on(table.approved, table.level, table.name, table.id),
    // Each filter index ends in (name, id), the list order, so a filtered page is read in order.
    index("arenas_approved_conference_idx").on(table.approved, table.conference, table.name, table.id),
    index("arenas_approved_state_idx").on(table.approved, table.state, table.name, table.id),
    index("arenas_approved_created_at_idx").on(table.approved, table.createdAt),
    index("arenas_created_at_idx").on(table.createdAt),
    // approved first: without it SQLite prefers the plain approved index and scans every arena.
    index("arenas_approved_lat_lng_idx").on(table.approved, table.latitude, table.longitude),
    index("arenas_created_by_idx").on(table.createdBy),
    // A school's gyms are its arenas by school name (the schools search lists them).
    index("arenas_school_approved_idx").on(table.school, table.approved),
    index("arenas_school_id_idx").on(table.schoolId, table.approved),
  ],
);

/**
 * US schools (seeded, read-only in the app): the colleges of the IPEDS directory and the high
 * schools of NCES's public and private school surveys, found by name, alias or town when no arena
 * matches, so a person can add the school's gym. A college's id is its IPEDS UNITID; a high
 * school's is derived from its NCES id (scripts/seed/school-seed.ts). Full-text index
 * `schools_fts` (custom migration) over name, alias, city, state and keywords.
 */
export const schools = sqliteTable(
  "schools",
  {
    id: integer("id").primaryKey(),
    // Where the row comes from: "ipeds:<UNITID>", "nces_ccd:<NCES id>" or "nces_pss:<PPIN>".
    sourceId: text("source_id").notNull().default(""),
    kind: text("kind", { enum: SCHOOL_KINDS }).notNull().default("four_year"),
    name: text("name").notNull(),
    alias: text("alias").notNull().default(""),
    // Words the full-text index also finds the school by ("HS", a name's lost hyphen read apart).
    keywords: text("keywords").notNull().default(""),
    // The name's own words run together (core/schools/school-name.ts): how a venue finds its school.
    nameKey: text("name_key").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull().default(""),
    // A college's campus centre, a high school's building: not a gym door.
    latitude: real("latitude"),
    longitude: real("longitude"),
    // IPEDS ICLEVEL: 1 four-year, 2 two-year, 3 less than two-year; null for a high school.
    iclevel: integer("iclevel"),
    // A high school's grade span ("09-12", "KG-12"); null for a college.
    grades: text("grades"),
    sector: text("sector", { enum: SCHOOL_SECTORS }),
  },
  (table) => [
    check("schools_iclevel_check", sql`iclevel IS NULL OR iclevel IN (1, 2, 3)`),
    check("schools_kind_check", oneOf("kind", SCHOOL_KINDS)),
    check("schools_sector_check", sql`${sql.raw("sector")} IS NULL OR ${oneOf("sector", SCHOOL_SECTORS)}`),
    uniqueIndex("schools_source_id_idx").on(table.sourceId),
    // A venue's school by its name, ranked by state.
    index("schools_name_key_idx").on(table.nameKey, table.state),
    // A venue's school by its street address: the schools of its ZIP (5 digits or ZIP+4).
    index("schools_zip_code_idx").on(table.zipCode),
    // The schools near a point (a venue's, a person's usual start).
    index("schools_lat_lng_idx").on(table.latitude, table.longitude),
  ],
);

/** A person's game-day settings: maps app, default arrival buffer, usual start and calendar feed token. */
export const userPreferences = sqliteTable(
  "user_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    mapsApp: text("maps_app", { enum: MAPS_APPS }),
    defaultBufferMinutes: integer("default_buffer_minutes"),
    usualStartLabel: text("usual_start_label"),
    usualStartLatitude: real("usual_start_latitude"),
    usualStartLongitude: real("usual_start_longitude"),
    // The private calendar feed's address; replaced (and the old feed gone) when regenerated.
    calendarToken: text("calendar_token").unique(),
    // Null counts trips as round trips.
    tripCount: text("trip_count", { enum: TRIP_COUNTS }),
    // Dollars per mile as the person typed it; null until they set one (no rate is assumed).
    mileageRate: real("mileage_rate"),
    updatedAt: updatedAt(),
  },
  () => [
    check("user_preferences_maps_app_check", sql`maps_app IS NULL OR ${oneOf("maps_app", MAPS_APPS)}`),
    check(
      "user_preferences_buffer_check",
      sql`default_buffer_minutes IS NULL OR ${between("default_buffer_minutes", GAME_LIMITS.bufferMinutes.min, GAME_LIMITS.bufferMinutes.max)}`,
    ),
  ],
);

/**
 * Where a person's trips start on one day of the week (1 Monday … 7 Sunday, on the arena's clock):
 * a game that day follows it instead of the usual start (docs/decisions/247).
 */
export const weekdayStarts = sqliteTable(
  "weekday_starts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    label: text("label").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.weekday] }),
    check("weekday_starts_weekday_check", between("weekday", 1, 7)),
  ],
);

/** A planned game: tip-off as an instant plus the arena's zone, and the drive worked out when planned. */
export const games = sqliteTable(
  "games",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Null while the game waits for a gym: deleting its arena keeps the game (lost_arena_*).
    arenaId: text("arena_id").references(() => arenas.id, { onDelete: "set null" }),
    tipoffAt: integer("tipoff_at", { mode: "timestamp_ms" }).notNull(),
    timeZone: text("time_zone").notNull(),
    bufferMinutes: integer("buffer_minutes").notNull(),
    startLabel: text("start_label"),
    startLatitude: real("start_latitude"),
    startLongitude: real("start_longitude"),
    // True while the start is the profile's (the weekday's start, else the usual start) rather than
    // one the person gave this game: a change on the profile then moves it (docs/decisions/247).
    startFollows: integer("start_follows", { mode: "boolean" }).notNull().default(false),
    driveMinutes: integer("drive_minutes").notNull(),
    driveSource: text("drive_source", { enum: DRIVE_SOURCES }).notNull(),
    // One-way road miles from the start, worked out with the drive; null without a start.
    oneWayMiles: real("one_way_miles"),
    milesSource: text("miles_source", { enum: DRIVE_SOURCES }),
    // The person's own one-way figure, which wins over the computed one. The new columns carry no
    // CHECK: adding one to an existing SQLite table means rebuilding it; the schemas check input.
    enteredMiles: real("entered_miles"),
    notDriven: integer("not_driven", { mode: "boolean" }).notNull().default(false),
    source: text("source", { enum: GAME_SOURCES }).notNull().default("manual"),
    status: text("status", { enum: GAME_STATUSES }).notNull().default("scheduled"),
    // Imported games: what the source moved (until the person opens the game), teams, level, crew.
    changes: text("changes", { mode: "json" }).$type<GameChanges>(),
    teams: text("teams", { mode: "json" }).$type<Teams>(),
    level: text("level"),
    crew: text("crew", { mode: "json" }).$type<CrewMember[]>(),
    venueText: text("venue_text"),
    // False when the calendar gave no time zone: the time was read on the arena's clock, and the
    // game says so ("Time zone not stated").
    zoneStated: integer("zone_stated", { mode: "boolean" }).notNull().default(true),
    // The sources behind an imported game are its game_source_events rows (docs/decisions/215).
    // The gym the game was planned at, written just before an admin deletes that arena: the game
    // then waits (arena_id null) for the person to choose another, and still says where it was.
    lostArenaName: text("lost_arena_name"),
    lostArenaCity: text("lost_arena_city"),
    lostArenaState: text("lost_arena_state"),
    // Pay (docs/decisions/218): whole cents; the payer as the person names it; paid_on a
    // YYYY-MM-DD date, null while unpaid. No CHECKs, as for the other added columns.
    feeCents: integer("fee_cents"),
    feeSource: text("fee_source", { enum: FEE_SOURCES }),
    travelCents: integer("travel_cents"),
    payer: text("payer"),
    paidOn: text("paid_on"),
    // To accept on its platform (docs/decisions/244): the calendar's label a later import added or
    // moved the game from, and when it was marked (the push comes a day after); both null once the
    // person ticks Accepted, or the source cancels or drops the game.
    confirmWith: text("confirm_with"),
    confirmMarkedAt: integer("confirm_marked_at", { mode: "timestamp_ms" }),
    // What the last weather check found at the gym and the start (docs/decisions/240), and how many
    // minutes earlier it says to leave. It holds while checked_at is not before updated_at: a game
    // changed since waits for its next check.
    weather: text("weather", { mode: "json" }).$type<GameWeather>(),
    weatherMinutes: integer("weather_minutes").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      "games_buffer_check",
      between("buffer_minutes", GAME_LIMITS.bufferMinutes.min, GAME_LIMITS.bufferMinutes.max),
    ),
    check("games_drive_source_check", oneOf("drive_source", DRIVE_SOURCES)),
    // No CHECK on source and status, for the same reason as import_source_id; the enums hold them.
    index("games_user_tipoff_idx").on(table.userId, table.tipoffAt),
    index("games_arena_id_idx").on(table.arenaId),
    // The reminders' clock (docs/decisions/172): games by their leave-by instant, weather's move
    // included (240), so a cron run reads the games leaving soon, not all games. Queries name the same
    // expression (LEAVE_AT in reminders.server.ts).
    index("games_leave_at_idx")
      .on(sql`(tipoff_at - (buffer_minutes + drive_minutes + weather_minutes) * 60000)`)
      .where(sql`status IN ('scheduled', 'changed')`),
    // The games the weather check has never looked at, by leave-by (docs/decisions/240): a run finds
    // them without reading the ones already checked, and a checked game leaves the index. Unchecked,
    // a game has no weather minutes, so the plain leave-by is its leave-by.
    index("games_weather_first_look_idx")
      .on(sql`(tipoff_at - (buffer_minutes + drive_minutes) * 60000)`)
      .where(sql`status IN ('scheduled', 'changed') AND weather IS NULL`),
    // Games by tip-off across people (docs/decisions/202 and 204): the after-the-game cron reads the
    // games that ended a while ago, the coverage card the arenas of upcoming games, not all games.
    index("games_tipoff_active_idx").on(table.tipoffAt, table.arenaId).where(sql`status IN ('scheduled', 'changed')`),
    // The day-after push reads the games still to accept by when they were marked, not all games.
    index("games_confirm_marked_idx").on(table.confirmMarkedAt).where(sql`confirm_with IS NOT NULL`),
  ],
);

/**
 * Where imported games come from: one uploaded calendar of one person (keyed by X-WR-CALNAME,
 * else PRODID), or a subscribed feed (keyed by the feed). A later import of the same source
 * reconciles against its games; another source's games are never touched.
 */
export const importSources = sqliteTable(
  "import_sources",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: IMPORT_SOURCE_KINDS }).notNull(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    lastImportedAt: integer("last_imported_at", { mode: "timestamp_ms" }),
    // A subscribed feed (kind "feed") only; its `key` is the checked link, a secret never shown
    // again (docs/decisions/115).
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastFetchedAt: integer("last_fetched_at", { mode: "timestamp_ms" }),
    lastResult: text("last_result", { mode: "json" }).$type<FeedResult>(),
    lastError: text("last_error"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    // Set only while the feed is off its phase (backed off after a failure, or due at once after
    // subscribing); null: due at each phase instant (docs/decisions/180).
    nextFetchAt: integer("next_fetch_at", { mode: "timestamp_ms" }),
    // The host of the link, which the fetches are paced by (docs/decisions/181).
    host: text("host"),
    // The feed's interval (its REFRESH-INTERVAL within our bounds) and its phase within it.
    fetchIntervalMs: integer("fetch_interval_ms").notNull().default(7_200_000),
    fetchPhaseMs: integer("fetch_phase_ms").notNull().default(0),
    // SHA-256 of the last body imported: the same body again is not parsed or reconciled.
    contentHash: text("content_hash"),
    // Who pays this source's games (docs/decisions/218); null: the source's label.
    payer: text("payer"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("import_sources_kind_check", oneOf("kind", IMPORT_SOURCE_KINDS)),
    uniqueIndex("import_sources_user_kind_key_idx").on(table.userId, table.kind, table.key),
    // Feeds off their phase (backed off, or new), due at next_fetch_at; files have none.
    index("import_sources_next_fetch_idx").on(table.nextFetchAt),
    // Feeds on their phase, read by a cron run as a range of phases of each interval; the host rides
    // along so the read needs no table row.
    index("import_sources_phase_idx")
      .on(table.fetchIntervalMs, table.fetchPhaseMs, table.id, table.host)
      .where(sql`kind = 'feed' AND next_fetch_at IS NULL`),
  ],
);

/**
 * One event of one source and the game it stands behind (docs/decisions/215): a game carried by a
 * file and a feed has two rows. Keyed by (source, UID), so each event is stored once however many
 * imports run at once. What the source last sent is kept per row, so a source that repeats itself
 * changes nothing, and a hand edit of the time is not mistaken for a move. A null `game_id` is an
 * event whose game the person deleted (or kept apart from its source): no import brings it back.
 */
export const gameSourceEvents = sqliteTable(
  "game_source_events",
  {
    importSourceId: text("import_source_id")
      .notNull()
      .references(() => importSources.id, { onDelete: "cascade" }),
    externalUid: text("external_uid").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: text("game_id").references(() => games.id, { onDelete: "set null" }),
    sentTipoffAt: integer("sent_tipoff_at", { mode: "timestamp_ms" }).notNull(),
    sentArenaId: text("sent_arena_id").references(() => arenas.id, { onDelete: "set null" }),
    state: text("state", { enum: SOURCE_EVENT_STATES }).notNull().default("listed"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.importSourceId, table.externalUid] }),
    check("game_source_events_state_check", oneOf("state", SOURCE_EVENT_STATES)),
    index("game_source_events_game_idx").on(table.gameId),
    // Another source's event by its UID, and the person's deleted games, found without a scan.
    index("game_source_events_user_uid_idx").on(table.userId, table.externalUid),
  ],
);

/**
 * Two games the person knows they cannot both make as planned (a short scrimmage, a swap agreed):
 * the pair is no longer flagged. The ids are stored in order (`game_id` < `other_game_id`).
 */
export const knownClashes = sqliteTable(
  "known_clashes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    otherGameId: text("other_game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.otherGameId] }),
    index("known_clashes_user_idx").on(table.userId),
    index("known_clashes_other_game_idx").on(table.otherGameId),
  ],
);

/**
 * A person's fee for a payer's games at a level ("GHSA: Varsity $75, JV $55"); an empty level is the
 * payer's fee for any level the others do not name. Keys are compared in lower case.
 */
export const payRates = sqliteTable(
  "pay_rates",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    payer: text("payer").notNull(),
    level: text("level").notNull(),
    feeCents: integer("fee_cents").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.payer, table.level] })],
);

/**
 * A person's own figures for one tax year: a mileage rate instead of the standard one (tenths of a
 * cent a mile, null: the published rate), and each payer's 1099 total as typed.
 */
export const taxYears = sqliteTable(
  "tax_years",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    mileageRateMills: integer("mileage_rate_mills"),
    // Each payer's 1099 total as typed, and whether it paid through a card processor (1099-K) that
    // year: a payer can change processors between years, so the flag lives with the year's forms.
    reported: text("reported", { mode: "json" }).$type<
      Array<{ payer: string; cents: number | null; cardProcessor?: boolean }>
    >(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.year] })],
);

/** An expense of the officiating year the person types: uniforms, dues, camps, association fees. */
export const taxExpenses = sqliteTable(
  "tax_expenses",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    label: text("label").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("tax_expenses_user_year_idx").on(table.userId, table.year)],
);

/**
 * A feed host's state (docs/decisions/181): the instant until which it asked to be left alone
 * (429 or 503 with Retry-After). Every feed on the host waits for it.
 */
export const feedHosts = sqliteTable(
  "feed_hosts",
  {
    host: text("host").primaryKey(),
    pausedUntil: integer("paused_until", { mode: "timestamp_ms" }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [index("feed_hosts_paused_until_idx").on(table.pausedUntil)],
);

/**
 * Where a recurring job has got to: the feed cron's end of the span it has queued, so a missed run
 * is caught up by the next (docs/decisions/180).
 */
export const scheduleCursors = sqliteTable("schedule_cursors", {
  job: text("job").primaryKey(),
  doneThrough: integer("done_through", { mode: "timestamp_ms" }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * What an answer to "which gym is this?" placed: each waiting event as it was (its source, the
 * event and the candidates offered), so Undo can make it wait again.
 */
export type PlacedByAnswer = {
  events: Array<{ importSourceId: string; event: ImportedEvent; candidates: ArenaCandidate[] }>;
};

/**
 * A person's answer to "which gym is this?" for one venue text. The same answer from enough
 * different people is used for everyone (worker/imports/venues.server.ts).
 */
export const venueAliases = sqliteTable(
  "venue_aliases",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    venueKey: text("venue_key").notNull(),
    venueText: text("venue_text").notNull(),
    arenaId: text("arena_id")
      .notNull()
      .references(() => arenas.id, { onDelete: "cascade" }),
    // The waiting events this answer turned into games, so "Undo" can put them back (null once
    // nothing is left to undo: a later import placed more with it, or it was given by hand).
    placed: text("placed", { mode: "json" }).$type<PlacedByAnswer>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.venueKey] }),
    index("venue_aliases_key_arena_idx").on(table.venueKey, table.arenaId),
  ],
);

/**
 * A shared alias an admin undid: the venue text no longer goes to that arena for everyone, however
 * many people confirm it later. Each person's own alias stays theirs.
 */
export const sharedAliasBlocks = sqliteTable(
  "shared_alias_blocks",
  {
    venueKey: text("venue_key").notNull(),
    arenaId: text("arena_id")
      .notNull()
      .references(() => arenas.id, { onDelete: "cascade" }),
    venueText: text("venue_text").notNull(),
    blockedBy: text("blocked_by"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.venueKey, table.arenaId] })],
);

/** An imported event whose venue matched no arena yet: it becomes a game once the person answers. */
export const importWaitingEvents = sqliteTable(
  "import_waiting_events",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    importSourceId: text("import_source_id")
      .notNull()
      .references(() => importSources.id, { onDelete: "cascade" }),
    externalUid: text("external_uid").notNull(),
    venueKey: text("venue_key").notNull(),
    venueText: text("venue_text").notNull(),
    event: text("event", { mode: "json" }).$type<ImportedEvent>().notNull(),
    // Found when the event was imported, so the question page asks no geocoder.
    candidates: text("candidates", { mode: "json" }).$type<ArenaCandidate[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("import_waiting_events_source_uid_idx").on(table.importSourceId, table.externalUid),
    index("import_waiting_events_user_venue_idx").on(table.userId, table.venueKey),
  ],
);

/**
 * A suggested update to an approved arena: only the fields it changes (form field names, JSON), the
 * same fields' values when it was made (`base`), and the arena's version then, so a review can show
 * what changed since. The suggester's row outlives their account (user_id set null).
 */
export const arenaSuggestions = sqliteTable(
  "arena_suggestions",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    arenaId: text("arena_id")
      .notNull()
      .references(() => arenas.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    fields: text("fields", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    base: text("base", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    baseUpdatedAt: integer("base_updated_at", { mode: "timestamp_ms" }).notNull(),
    note: text("note"),
    status: text("status", { enum: SUGGESTION_STATUSES }).notNull().default("pending"),
    reason: text("reason"),
    /** The fields an approval applied (names, JSON); null until applied. */
    applied: text("applied", { mode: "json" }).$type<string[]>(),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("arena_suggestions_status_check", oneOf("status", SUGGESTION_STATUSES)),
    index("arena_suggestions_status_created_idx").on(table.status, table.createdAt, table.id),
    index("arena_suggestions_created_idx").on(table.createdAt, table.id),
    index("arena_suggestions_user_created_idx").on(table.userId, table.createdAt),
    index("arena_suggestions_arena_id_idx").on(table.arenaId),
  ],
);

/**
 * "Not now" to the question about an arena's arrival after a game there (docs/decisions/200): the
 * question stays away for the games there up to `dismissed_at`; a later game asks again.
 */
export const arrivalAskDismissals = sqliteTable(
  "arrival_ask_dismissals",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    arenaId: text("arena_id")
      .notNull()
      .references(() => arenas.id, { onDelete: "cascade" }),
    dismissedAt: integer("dismissed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.arenaId] })],
);

/** "Still accurate?": one row per confirmation; at most one per user and arena in 30 days. */
export const arenaConfirmations = sqliteTable(
  "arena_confirmations",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    arenaId: text("arena_id")
      .notNull()
      .references(() => arenas.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("arena_confirmations_arena_created_idx").on(table.arenaId, table.createdAt),
    index("arena_confirmations_user_arena_created_idx").on(table.userId, table.arenaId, table.createdAt),
  ],
);

export const favorites = sqliteTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    arenaId: text("arena_id")
      .notNull()
      .references(() => arenas.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: "favorites_user_arena_pk", columns: [table.userId, table.arenaId] }),
    index("favorites_arena_id_idx").on(table.arenaId),
  ],
);

export const feedback = sqliteTable(
  "feedback",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    type: text("type", { enum: FEEDBACK_TYPES }).notNull().default("feature"),
    content: text("content").notNull(),
    status: text("status", { enum: FEEDBACK_STATUSES }).notNull().default("new"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("feedback_type_check", oneOf("type", FEEDBACK_TYPES)),
    check("feedback_status_check", oneOf("status", FEEDBACK_STATUSES)),
    index("feedback_created_at_idx").on(table.createdAt),
    index("feedback_status_created_at_idx").on(table.status, table.createdAt),
    index("feedback_type_created_at_idx").on(table.type, table.createdAt),
    index("feedback_user_id_idx").on(table.userId),
  ],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("unread"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("contact_messages_status_check", oneOf("status", CONTACT_STATUSES)),
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_status_created_at_idx").on(table.status, table.createdAt),
  ],
);

/**
 * Who did what to which record, with the state before and after (JSON). No foreign keys on
 * purpose: the record must outlive a deleted arena or account.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    index("audit_log_entity_idx").on(table.entityType, table.entityId),
  ],
);

// ---- Notifications (docs/decisions/170–174) ----

/**
 * A browser's push subscription (W3C Push API): where its push service takes messages for it and
 * the keys to encrypt them with. The endpoint and keys are secrets of the person's device: the API
 * never sends them back and nothing logs them. One row per endpoint, whoever subscribed it last.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    // The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url.
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    expirationTime: integer("expiration_time", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(table.endpoint),
    index("push_subscriptions_user_idx").on(table.userId, table.createdAt),
  ],
);

/** What a person wants to be told, and how; no row means the defaults (all on but e-mail, 15 min). */
export const notificationSettings = sqliteTable(
  "notification_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    changes: integer("changes", { mode: "boolean" }).notNull().default(true),
    leaveBy: integer("leave_by", { mode: "boolean" }).notNull().default(true),
    leadMinutes: integer("lead_minutes").notNull().default(NOTIFICATION_SETTINGS_LIMITS.leadMinutes.default),
    afterGame: integer("after_game", { mode: "boolean" }).notNull().default(true),
    // Monday's list of what to block on each calendar's site (docs/decisions/243).
    availabilityDigest: integer("availability_digest", { mode: "boolean" }).notNull().default(true),
    email: integer("email", { mode: "boolean" }).notNull().default(false),
    updatedAt: updatedAt(),
  },
  () => [
    check(
      "notification_settings_lead_check",
      between(
        "lead_minutes",
        NOTIFICATION_SETTINGS_LIMITS.leadMinutes.min,
        NOTIFICATION_SETTINGS_LIMITS.leadMinutes.max,
      ),
    ),
  ],
);

/**
 * A phone or e-mail the person keeps for someone (docs/decisions/239): a partner (matched to the
 * crew names of every game by `name_key`, case and spaces aside), a gym's site contact (every game
 * at `arena_id`) or an assigner (every game whose payer or calendar is `scope_key`). Private: read
 * by its owner only, deleted with the account.
 */
export const contacts = sqliteTable(
  "contacts",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    role: text("role", { enum: CONTACT_ROLES }).notNull().default("crew"),
    // The gym of a site contact; deleting the arena leaves the contact without one.
    arenaId: text("arena_id").references(() => arenas.id, { onDelete: "set null" }),
    // '' for a partner; `arena:<id>` for a site contact; the payer's key for an assigner: one contact
    // per name in each scope.
    scopeKey: text("scope_key").notNull().default(""),
    // The assigner's payer or calendar as the person typed it.
    payer: text("payer"),
    phone: text("phone"),
    email: text("email"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("contacts_role_check", oneOf("role", CONTACT_ROLES)),
    uniqueIndex("contacts_user_name_scope_idx").on(table.userId, table.nameKey, table.scopeKey),
  ],
);

/**
 * A report the official owes after a game (docs/decisions/239, 241): an ejection or an incident, due
 * by the state association's rule. Kept as a draft until the person marks it sent.
 */
export const gameReports = sqliteTable(
  "game_reports",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REPORT_KINDS }).notNull(),
    who: text("who"),
    whenInGame: text("when_in_game"),
    rule: text("rule"),
    words: text("words"),
    notes: text("notes").notNull().default(""),
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    authority: text("authority").notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("game_reports_kind_check", oneOf("kind", REPORT_KINDS)),
    index("game_reports_game_idx").on(table.gameId),
    // A person's open reports ride with their games (the extras' batch): read by person, open only.
    index("game_reports_user_open_idx").on(table.userId).where(sql`sent_at IS NULL`),
    // The reminder cron reads the reports still open by their deadline, not every report.
    index("game_reports_due_open_idx").on(table.dueAt).where(sql`sent_at IS NULL`),
  ],
);

/**
 * One row per notice that must go out once (a game's leave-by reminder for one time and lead, its
 * after-the-game ask): the cron inserts the key and queues the notice only when the insert took, so
 * overlapping runs, or one instant run twice, send it once.
 */
export const notificationSends = sqliteTable(
  "notification_sends",
  {
    key: text("key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SEND_MARKER_KINDS }).notNull(),
    gameId: text("game_id").references(() => games.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    check("notification_sends_kind_check", oneOf("kind", SEND_MARKER_KINDS)),
    index("notification_sends_created_at_idx").on(table.createdAt),
    index("notification_sends_game_id_idx").on(table.gameId),
  ],
);

/**
 * A time the person is not available, added once (docs/decisions/243): a day off, a wedding, work.
 * It goes on every calendar's list of what to block; its label is the person's own and never leaves
 * their answers (the busy-times calendar says "Busy").
 */
export const availabilityBlocks = sqliteTable(
  "availability_blocks",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startAt: integer("start_at", { mode: "timestamp_ms" }).notNull(),
    endAt: integer("end_at", { mode: "timestamp_ms" }).notNull(),
    label: text("label"),
    createdAt: createdAt(),
  },
  (table) => [
    check("availability_blocks_range_check", sql`end_at > start_at`),
    // A person's blocks by when they start: a page reads a few weeks of them.
    index("availability_blocks_user_start_idx").on(table.userId, table.startAt),
  ],
);

/**
 * A busy time the person has entered on one of their calendars' sites (docs/decisions/243): keyed by
 * the busy time's start and the calendar's name key (its label, case and spaces aside), so a busy time
 * that moves starts again with no ticks, and a calendar imported again keeps them.
 */
export const availabilityTicks = sqliteTable(
  "availability_ticks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startAt: integer("start_at", { mode: "timestamp_ms" }).notNull(),
    platformKey: text("platform_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.startAt, table.platformKey] })],
);

/** The private busy-times calendar's address (docs/decisions/243): one token a person, gone when revoked. */
export const availabilityFeeds = sqliteTable("availability_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
});
