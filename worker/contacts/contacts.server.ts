// A person's contacts (docs/decisions/239): their own rows only, matched to games by name, gym or payer.
import { and, asc, count, eq } from "drizzle-orm";
import type { ContactRole } from "../../core/contacts/limits";
import { CONTACT_LIMITS } from "../../core/contacts/limits";
import { CONTACT_TEXT } from "../../core/contacts/messages";
import { contactNameKey } from "../../core/contacts/name-key";
import { fail, notFound, type Result } from "../../core/failure";
import type { CurrentUser } from "../../core/users/current-user";
import type { ContactInput } from "../../core/validation/contacts";
import { getVisibleArena } from "../arenas/detail.server";
import type { DbCtx } from "../db/client.server";
import { arenas, contacts, games } from "../db/schema.server";
import type { ClockCtx } from "../platform/clock";
import { hitRateLimit, limitOrFail, type RateLimitsCtx } from "../platform/rate-limit.server";

/** A contact as the API and the pages show it. */
export type Contact = {
  id: string;
  name: string;
  role: ContactRole;
  phone: string | null;
  email: string | null;
  arenaId: string | null;
  arenaName: string | null;
  payer: string | null;
};

const scopeOf = (input: Pick<ContactInput, "role" | "arenaId" | "payer">) => {
  if (input.role === "site") return `arena:${input.arenaId}`;
  if (input.role === "assigner") return `payer:${contactNameKey(input.payer ?? "")}`;
  return "";
};

const CONTACT_COLUMNS = {
  id: contacts.id,
  name: contacts.name,
  role: contacts.role,
  phone: contacts.phone,
  email: contacts.email,
  arenaId: contacts.arenaId,
  arenaName: arenas.name,
  payerName: contacts.payer,
};

type ContactRow = {
  id: string;
  name: string;
  role: ContactRole;
  phone: string | null;
  email: string | null;
  arenaId: string | null;
  arenaName: string | null;
  payerName: string | null;
};

const toContact = (row: ContactRow): Contact => ({
  id: row.id,
  name: row.name,
  role: row.role,
  phone: row.phone,
  email: row.email,
  arenaId: row.arenaId,
  arenaName: row.arenaName,
  payer: row.payerName,
});

/** The person's contacts, by name. */
export async function listContacts(ctx: DbCtx, userId: string): Promise<Contact[]> {
  const rows = await ctx.db
    .select(CONTACT_COLUMNS)
    .from(contacts)
    .leftJoin(arenas, eq(arenas.id, contacts.arenaId))
    .where(eq(contacts.userId, userId))
    .orderBy(asc(contacts.nameKey), asc(contacts.scopeKey))
    .limit(CONTACT_LIMITS.perUser);
  return rows.map(toContact);
}

async function limitContactWrites(ctx: RateLimitsCtx & ClockCtx, userId: string) {
  const rule = { action: "contact-write", limit: CONTACT_LIMITS.writesPerWindow };
  return limitOrFail(await hitRateLimit(ctx.rateLimits, rule, `user:${userId}`, ctx.now()), CONTACT_TEXT.rateLimited);
}

/**
 * Saves a contact: the same name (case and spaces aside) in the same place (a partner, one gym, one
 * payer) replaces its phone and e-mail; a new one counts against the person's limit.
 */
export async function saveContact(
  ctx: DbCtx & RateLimitsCtx & ClockCtx,
  user: CurrentUser,
  input: ContactInput,
): Promise<Result<{ contact: Contact }>> {
  const limited = await limitContactWrites(ctx, user.id);
  if (limited) return limited;
  let arenaName: string | null = null;
  if (input.role === "site") {
    const arena = await getVisibleArena(ctx, input.arenaId ?? undefined, user);
    if (!arena) return notFound(CONTACT_TEXT.arenaNotFound);
    arenaName = arena.name;
  }
  const nameKey = contactNameKey(input.name);
  const scopeKey = scopeOf(input);
  const [existing] = await ctx.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.userId, user.id), eq(contacts.nameKey, nameKey), eq(contacts.scopeKey, scopeKey)));
  if (!existing) {
    const [row] = await ctx.db.select({ total: count() }).from(contacts).where(eq(contacts.userId, user.id));
    if ((row?.total ?? 0) >= CONTACT_LIMITS.perUser) return fail("conflict", CONTACT_TEXT.tooMany);
  }
  const values = {
    name: input.name,
    role: input.role,
    arenaId: input.arenaId,
    payer: input.payer,
    phone: input.phone,
    email: input.email,
  };
  const [saved] = await ctx.db
    .insert(contacts)
    .values({ userId: user.id, nameKey, scopeKey, ...values })
    .onConflictDoUpdate({
      target: [contacts.userId, contacts.nameKey, contacts.scopeKey],
      set: { ...values, updatedAt: new Date() },
    })
    .returning({ id: contacts.id });
  if (!saved) return fail("unexpected", CONTACT_TEXT.notFound);
  return {
    ok: true,
    contact: { id: saved.id, ...values, arenaName, payer: input.payer },
  };
}

export async function deleteContact(
  ctx: DbCtx & RateLimitsCtx & ClockCtx,
  userId: string,
  id: string,
): Promise<Result> {
  const limited = await limitContactWrites(ctx, userId);
  if (limited) return limited;
  const removed = await ctx.db
    .delete(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
    .returning({ id: contacts.id });
  return removed.length > 0 ? { ok: true } : notFound(CONTACT_TEXT.notFound);
}

/** The gyms of the person's games, by name: where a site contact can be for. */
export async function contactGymChoices(ctx: DbCtx, userId: string): Promise<Array<{ id: string; name: string }>> {
  return ctx.db
    .selectDistinct({ id: arenas.id, name: arenas.name })
    .from(games)
    .innerJoin(arenas, eq(arenas.id, games.arenaId))
    .where(eq(games.userId, userId))
    .orderBy(asc(arenas.name))
    .limit(CONTACT_LIMITS.perUser);
}
