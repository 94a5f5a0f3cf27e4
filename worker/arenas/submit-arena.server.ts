import { eq } from "drizzle-orm";
import type { Arena } from "../../core/arenas/arena";
import type { ArenaInput } from "../../core/arenas/arena-input";
import { inputFromArena } from "../../core/arenas/arena-input";
import { ARENA_TEXT } from "../../core/arenas/messages";
import { type Failure, fail } from "../../core/failure";
import { ARENA_FIELDS } from "../../core/validation/arena";
import { auditInsertIfChanged } from "../audit/audit.server";
import type { Db, DbCtx } from "../db/client.server";
import { arenas } from "../db/schema.server";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { PublicPagesCtx } from "../public-data/version.server";
import { writeUnpublishedArena } from "../public-data/writes.server";
import { arenaColumns, toArena } from "./arena-row";
import { getArena } from "./detail.server";
import {
  type DuplicateCandidate,
  findPossibleDuplicates,
  loadDuplicates,
  resolveDuplicates,
  visibleDuplicates,
} from "./duplicates.server";
import { type Actor, claimArenaAction, type MutationFailure, settleArenaDraft } from "./mutations.server";

/** The form's "Is it one of these?": nothing was saved; `duplicates` are the arenas to check. */
export type DuplicateFailure = Failure & { code: typeof POSSIBLE_DUPLICATE; duplicates: DuplicateCandidate[] };

export const POSSIBLE_DUPLICATE = "possible_duplicate";

export type SubmitOutcome =
  | {
      ok: true;
      arena: Arena;
      created: boolean;
      geocoded: boolean;
      /** Published arenas it may duplicate (pending ones are recorded for the admin only). */
      possibleDuplicates: DuplicateCandidate[];
    }
  | MutationFailure
  | DuplicateFailure;

export type SubmitOptions = {
  submissionKey?: string | undefined;
  /** The form asks first (nothing saved while there are candidates); the JSON API only records. */
  requireDuplicateConfirmation?: boolean;
};

/**
 * The arena id a submission key stands for: the same user and key always give the same id, so
 * the arenas primary key makes a repeated POST (a double click, a retry) insert nothing new.
 * D1 is strongly consistent; KV, which is not, could let two racing requests both through.
 */
export async function arenaIdForSubmission(userId: string, submissionKey: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`tipoff:arena-submission:${userId}:${submissionKey}`),
  );
  const bytes = new Uint8Array(digest).slice(0, 16);
  // An RFC 9562 version-8 (custom) UUID, so it still looks like every other id.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a repeated key carries the submission that created the arena: the same text and level,
 * and the same coordinates when it typed them (geocoded ones were filled in by us).
 */
function sameSubmission(existing: Arena, input: ArenaInput): boolean {
  const stored = inputFromArena(existing);
  const typedCoordinates = input.latitude !== null && input.longitude !== null;
  return ARENA_FIELDS.every((field) => {
    if ((field === "latitude" || field === "longitude") && !typedCoordinates) return true;
    return (stored[field] ?? null) === (input[field] ?? null);
  });
}

/**
 * The insert: a new arena, pending (approved = false), created by the signed-in
 * user, empty optional values as NULL, coordinates typed or geocoded.
 */
export async function submitArena(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & PublicPagesCtx,
  actor: Actor,
  input: ArenaInput,
  { submissionKey, requireDuplicateConfirmation = false }: SubmitOptions = {},
): Promise<SubmitOutcome> {
  const id = submissionKey ? await arenaIdForSubmission(actor.id, submissionKey) : crypto.randomUUID();
  if (submissionKey) {
    const existing = await getArena(ctx, id);
    if (existing && !sameSubmission(existing, input)) {
      return fail("unprocessable", ARENA_TEXT.submissionKeyReused, { code: "idempotency_key_reused" });
    }
    if (existing) return replayed(ctx.db, existing);
  }
  const claimed = await claimArenaAction(ctx.rateLimits, "submit", actor);
  if (!claimed.ok) return claimed.failure;
  // A save refused from here on (its address not found, a pin too far, the duplicate question)
  // saves nothing, so it does not count toward the limit.
  const coordinates = await settleArenaDraft(ctx.geocoder, input);
  if (!coordinates.ok) {
    await claimed.release();
    return coordinates;
  }

  const { latitude, longitude } = coordinates;
  const stored = { ...input, latitude, longitude };
  const found = await findPossibleDuplicates(ctx, stored, { excludeId: id });
  const possibleDuplicates = visibleDuplicates(found);
  if (requireDuplicateConfirmation && possibleDuplicates.length > 0) {
    await claimed.release();
    return fail("conflict", ARENA_TEXT.possibleDuplicate, { code: POSSIBLE_DUPLICATE, duplicates: possibleDuplicates });
  }
  const row = await insertPendingArena(ctx.db, {
    id,
    actor,
    columns: arenaColumns(stored),
    duplicates: found,
    audited: stored,
  });
  if (row) return { ok: true, arena: toArena(row), created: true, geocoded: coordinates.geocoded, possibleDuplicates };
  // A concurrent request with the same key inserted it first.
  const winner = await getArena(ctx, id);
  if (!winner) throw new Error("arena insert conflicted, but no arena has that id");
  return replayed(ctx.db, winner);
}

/**
 * A new pending arena of `actor`'s and its audit record, in one batch (one transaction): neither is
 * written without the other. Undefined when an arena with `id` exists already (a concurrent request
 * with the same submission key inserted it first).
 */
export async function insertPendingArena(
  db: Db,
  pending: {
    id: string;
    actor: { id: string; email: string };
    columns: Omit<typeof arenas.$inferInsert, "id" | "createdBy" | "approved" | "possibleDuplicates">;
    duplicates: ReadonlyArray<{ id: string }>;
    /** What the audit record says was submitted, besides `approved: false`. */
    audited: Record<string, unknown>;
  },
) {
  const [inserted] = await writeUnpublishedArena(db, [
    db
      .insert(arenas)
      .values({
        ...pending.columns,
        id: pending.id,
        createdBy: pending.actor.id,
        approved: false,
        possibleDuplicates: pending.duplicates.length > 0 ? pending.duplicates.map((arena) => arena.id) : null,
      })
      .onConflictDoNothing({ target: arenas.id })
      .returning(),
    auditInsertIfChanged(db, {
      actor: { id: pending.actor.id, email: pending.actor.email },
      action: "arena.submit",
      entityType: "arena",
      entityId: pending.id,
      before: null,
      after: { ...pending.audited, approved: false },
    }),
  ]);
  return inserted[0];
}

/** A repeated key's answer: the arena as created, with the candidates recorded then. */
async function replayed(db: Db, arena: Arena): Promise<SubmitOutcome> {
  const [recorded] = await db
    .select({ ids: arenas.possibleDuplicates })
    .from(arenas)
    .where(eq(arenas.id, arena.id))
    .limit(1);
  const ids = recorded?.ids ?? null;
  const found = resolveDuplicates(ids, await loadDuplicates({ db }, [ids]));
  return { ok: true, arena, created: false, geocoded: false, possibleDuplicates: visibleDuplicates(found) };
}
