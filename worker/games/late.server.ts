// Running late (docs/decisions/239): the message and the ways to send it from the person's own phone.
import { and, eq, inArray, or } from "drizzle-orm";
import { contactNameKey } from "../../core/contacts/name-key";
import { smsAddress } from "../../core/contacts/phone";
import { fail, notFound, type Result } from "../../core/failure";
import { LATE_TEXT, type LateMinutes } from "../../core/games/late-text";
import { GAME_TEXT } from "../../core/games/messages";
import { formatTime } from "../../core/games/zoned-time";
import type { CurrentUser } from "../../core/users/current-user";
import type { DbCtx } from "../db/client.server";
import { contacts, gameSourceEvents, importSources } from "../db/schema.server";
import { gameTimes } from "./game.server";
import { getGame } from "./games.server";

const MINUTE_MS = 60_000;

export type LateRecipient = { name: string; role?: string; phone?: string; email?: string };
export type LateLink = { kind: "sms" | "email"; href: string; label: string };
export type RunningLate = {
  gameId: string;
  arenaName: string;
  minutes: LateMinutes;
  arriveAt: string;
  message: string;
  recipients: LateRecipient[];
  links: LateLink[];
};

/**
 * `sms:` with a body, as both phone families read it: `?&body=` is read by iOS (which wants `&`)
 * and Android (which wants `?`).
 */
const smsHref = (phone: string, message: string) => `sms:${smsAddress(phone)}?&body=${encodeURIComponent(message)}`;

const mailtoHref = (emails: string[], subject: string, message: string) =>
  `mailto:${emails.map(encodeURIComponent).join(",")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`;

/**
 * Who should hear that the person is late: the game's crew (the person aside), each with the
 * phone or e-mail the person keeps for them; then the gym's site contacts and the assigners of the
 * game's payer or calendars. A crew member without a contact is listed, so the page can ask for one.
 */
async function recipientsOf(
  ctx: DbCtx,
  user: CurrentUser,
  game: { id: string; arenaId: string; payer: string | null; crew: Array<{ name: string; position: string }> },
): Promise<LateRecipient[]> {
  const self = contactNameKey(user.name);
  const crew = game.crew.filter((member) => contactNameKey(member.name) !== self);
  const sourceRows = await ctx.db
    .select({ label: importSources.label })
    .from(gameSourceEvents)
    .innerJoin(importSources, eq(importSources.id, gameSourceEvents.importSourceId))
    .where(and(eq(gameSourceEvents.userId, user.id), eq(gameSourceEvents.gameId, game.id)));
  const payerScopes = [game.payer, ...sourceRows.map((row) => row.label)]
    .filter((name): name is string => Boolean(name?.trim()))
    .map((name) => `payer:${contactNameKey(name)}`);
  const crewKeys = crew.map((member) => contactNameKey(member.name));
  const scopes = [`arena:${game.arenaId}`, ...payerScopes];
  const rows = await ctx.db
    .select({
      name: contacts.name,
      nameKey: contacts.nameKey,
      role: contacts.role,
      phone: contacts.phone,
      email: contacts.email,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.userId, user.id),
        or(
          crewKeys.length > 0 ? and(eq(contacts.scopeKey, ""), inArray(contacts.nameKey, crewKeys)) : undefined,
          inArray(contacts.scopeKey, scopes),
        ),
      ),
    );
  const numbers = (row: { phone: string | null; email: string | null }) => ({
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.email ? { email: row.email } : {}),
  });
  const partners = new Map(rows.filter((row) => row.role === "crew").map((row) => [row.nameKey, row]));
  const seen = new Set<string>();
  const fromCrew = crew.flatMap((member) => {
    const key = contactNameKey(member.name);
    if (seen.has(key)) return [];
    seen.add(key);
    const known = partners.get(key);
    return [
      { name: member.name, ...(member.position ? { role: member.position } : {}), ...(known ? numbers(known) : {}) },
    ];
  });
  const others = rows
    .filter((row) => row.role !== "crew")
    .map((row) => ({
      name: row.name,
      role: LATE_TEXT.roles[row.role === "site" ? "site" : "assigner"],
      ...numbers(row),
    }));
  return [...fromCrew, ...others];
}

/**
 * The running-late message for one of the person's games: the planned arrival (tip-off less the
 * arrival buffer) plus the minutes, on the arena's clock, and the links that send it. Another
 * person's game, or one waiting for a gym, is not found; a cancelled game or one on hold has no
 * arrival to move.
 */
export async function runningLate(
  ctx: DbCtx,
  user: CurrentUser,
  gameId: string | undefined,
  minutes: LateMinutes,
): Promise<Result<{ late: RunningLate }>> {
  const found = await getGame(ctx, user.id, gameId);
  const arenaId = found?.row.arenaId;
  if (!found || !arenaId) return notFound(GAME_TEXT.gameNotFound);
  const { row, arena } = found;
  if (row.status === "cancelled" || row.status === "removed") return fail("conflict", LATE_TEXT.notDriven);
  // The arrival does not move with the weather: only the time to leave does.
  const { arriveBy } = gameTimes({ ...row, tipoffAt: row.tipoffAt.getTime(), earlierMinutes: 0 });
  const arriveAt = arriveBy + minutes * MINUTE_MS;
  const message = LATE_TEXT.message(minutes, arena.name, formatTime(arriveAt, row.timeZone));
  const recipients = await recipientsOf(ctx, user, {
    id: row.id,
    arenaId,
    payer: row.payer,
    crew: row.crew ?? [],
  });
  const texted = recipients.filter((recipient) => recipient.phone);
  const emails = [...new Set(recipients.flatMap((recipient) => (recipient.email ? [recipient.email] : [])))];
  const links: LateLink[] = [
    ...texted.map((recipient) => ({
      kind: "sms" as const,
      href: smsHref(recipient.phone ?? "", message),
      label: LATE_TEXT.textTo(recipient.name),
    })),
    ...(emails.length > 0
      ? [
          {
            kind: "email" as const,
            href: mailtoHref(emails, LATE_TEXT.subject(arena.name), message),
            label: LATE_TEXT.emailTo(emails.length),
          },
        ]
      : []),
  ];
  return {
    ok: true,
    late: {
      gameId: row.id,
      arenaName: arena.name,
      minutes,
      arriveAt: new Date(arriveAt).toISOString(),
      message,
      recipients,
      links,
    },
  };
}
