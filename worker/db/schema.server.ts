import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, sqliteView, text } from "drizzle-orm/sqlite-core";
import { ARENA_LEVELS, CONTACT_STATUSES, FEEDBACK_STATUSES, FEEDBACK_TYPES, USER_ROLES } from "../domain";

/** `col IN ('a', 'b')` for a CHECK constraint; the values are our own constants, never user input. */
function oneOf(column: string, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`${column} IN (${list})`);
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
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    approved: integer("approved", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("arenas_level_check", sql`${sql.raw("level")} IS NULL OR ${oneOf("level", ARENA_LEVELS)}`),
    check("arenas_latitude_check", sql`latitude IS NULL OR latitude BETWEEN -90 AND 90`),
    check("arenas_longitude_check", sql`longitude IS NULL OR longitude BETWEEN -180 AND 180`),
    check("arenas_name_check", sql`length(trim(name)) > 0`),
    index("arenas_approved_name_idx").on(table.approved, table.name, table.id),
    index("arenas_approved_level_idx").on(table.approved, table.level, table.name, table.id),
    // Each filter index ends in (name, id), the list order, so a filtered page is read in order.
    index("arenas_approved_conference_idx").on(table.approved, table.conference, table.name, table.id),
    index("arenas_approved_created_at_idx").on(table.approved, table.createdAt),
    index("arenas_created_at_idx").on(table.createdAt),
    // approved first: without it SQLite prefers the plain approved index and scans every arena.
    index("arenas_approved_lat_lng_idx").on(table.approved, table.latitude, table.longitude),
    index("arenas_created_by_idx").on(table.createdBy),
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
