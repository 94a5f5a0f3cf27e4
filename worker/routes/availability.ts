import { Hono } from "hono";
import { AVAILABILITY_LIMITS } from "../../core/availability/limits";
import { isoInZone } from "../../core/games/zoned-time";
import { AvailabilityRangeSchema, BlockInputSchema, EnteredInputSchema } from "../../core/validation/availability";
import { z } from "../../core/zod";
import { type Availability, availabilityOf, setEntered } from "../availability/availability.server";
import { addBlock, type Block, listBlocks, removeBlock } from "../availability/blocks.server";
import { busyFeedPath, busyFeedToken, revokeBusyFeed } from "../availability/busy-feed.server";
import { readPersonClock } from "../availability/person-clock.server";
import type { AppBindings } from "../context/bindings";
import { toApiError } from "../http/errors";
import { endpoint, unmatched } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";
import {
  AvailabilitySchema,
  BLOCK_EXAMPLE,
  BlockSchema,
  BUDGET,
  BUSY_EXAMPLE,
  T,
  ZonedTime,
} from "./availability.models";

const { blockMaxDays, blocksPerUser, labelMax, rangeMaxDays } = AVAILABILITY_LIMITS;

const toBlockJson = (block: Block, zone: string) => ({
  id: block.id,
  start: isoInZone(block.startAt, zone),
  end: isoInZone(block.endAt, zone),
  label: block.label,
});

function toAvailabilityJson(availability: Availability) {
  const { zone, source } = availability.clock;
  return {
    timeZone: zone,
    clock: source,
    from: availability.from,
    to: availability.to,
    calendars: availability.platforms.map(({ name, site, howTo }) => ({ name, site, howTo })),
    busy: availability.busy.map((busy) => ({
      start: isoInZone(busy.startAt, zone),
      end: isoInZone(busy.endAt, zone),
      kind: busy.kind,
      label: busy.label,
      ...(busy.gameIds.length > 0 ? { gameIds: busy.gameIds } : {}),
      platforms: busy.platforms.map(({ name, entered }) => ({ name, entered })),
    })),
  };
}

// The signed-in person's availability (docs/decisions/243): blocks, what to block where, the ticks
// and the busy-times calendar's link. Private: no other person's, and no public, answer holds them.
/** /api/blocks: the days off and other times the caller is not available. */
export const blockRoutes = new Hono<AppBindings>()
  .get(
    "/",
    endpoint({
      tag: "Availability",
      summary: "My blocks",
      description: "The caller's blocks not yet over, soonest first, on the caller's clock.",
      access: "session",
      loginRequired: T.loginRequired,
      responses: { 200: ok(z.object({ blocks: z.array(BlockSchema) }), "The blocks", { blocks: [BLOCK_EXAMPLE] }) },
    }),
    async (c) => {
      const ctx = c.var.ctx;
      const [blocks, clock] = await Promise.all([
        listBlocks(ctx, c.var.user.id),
        readPersonClock(ctx, c.var.user.id, ctx.now()),
      ]);
      return c.json({ blocks: blocks.map((block) => toBlockJson(block, clock.zone)) });
    },
  )
  .post(
    "/",
    endpoint({
      tag: "Availability",
      summary: "Add a block",
      description: `A day off or any time the caller is not available: \`start\` and \`end\` in ISO 8601 with an offset (\`Z\` or \`±HH:MM\`), the end after the start, at most ${blockMaxDays} days apart; an optional \`label\` of up to ${labelMax} characters for the caller alone. It goes on every calendar's list of what to block. At most ${blocksPerUser} blocks not yet over (409). ${BUDGET}`,
      access: "session",
      loginRequired: T.loginRequired,
      body: BlockInputSchema,
      bodyExample: { start: "2027-01-09T00:00:00-05:00", end: "2027-01-10T00:00:00-05:00", label: "Family wedding" },
      responses: { 201: ok(z.object({ block: BlockSchema }), "Added", { block: BLOCK_EXAMPLE }) },
      errors: [409, 429],
    }),
    async (c) => {
      const ctx = c.var.ctx;
      const added = await addBlock(ctx, c.var.user.id, c.req.valid("json"));
      if (!added.ok) throw toApiError(added);
      const clock = await readPersonClock(ctx, c.var.user.id, ctx.now());
      return c.json({ block: toBlockJson(added.block, clock.zone) }, 201);
    },
  )
  .delete(
    "/:id",
    endpoint({
      tag: "Availability",
      summary: "Remove a block",
      description: `Its ticks go with its busy time. Another person's block is 404. ${BUDGET}`,
      access: "session",
      loginRequired: T.loginRequired,
      params: { id: "The block's id" },
      responses: { 204: { description: "Removed" } },
      errors: [404, 429],
    }),
    async (c) => {
      const removed = await removeBlock(c.var.ctx, c.var.user.id, c.req.param("id"));
      if (!removed.ok) throw toApiError(removed);
      return c.body(null, 204);
    },
  )
  .all("*", unmatched("session", T.loginRequired));

/** /api/availability: what to block where, the ticks, and the busy-times calendar. */
export const availabilityRoutes = new Hono<AppBindings>()
  .get(
    "/",
    endpoint({
      tag: "Availability",
      summary: "What to block where",
      description: [
        "The caller's busy times that reach into the days from `from` to `to` (YYYY-MM-DD on the caller's clock, both included, both or neither, at most",
        `${rangeMaxDays} days; without them this week from Monday and the next four), soonest first.`,
        "A game is busy from its leave-by (without a start: its arrival, tip-off less the buffer) until it is over (tip-off + 2 hours) and the drive home is done; when the day's next game is driven to from its gym, until that game's busy time begins. Cancelled games and games on hold are not busy. Busy times that touch or overlap are one.",
        "Each lists the caller's calendars it still has to be entered on: every calendar but those that sent every game in it (a block: every calendar), calendars of one name counted once. The caller's clock is the zone most of their games from a week ago to five weeks ahead are in, else their usual start's, else UTC.",
      ].join(" "),
      access: "session",
      loginRequired: T.loginRequired,
      query: AvailabilityRangeSchema,
      responses: {
        200: ok(AvailabilitySchema, "The busy times", {
          timeZone: "America/Indiana/Indianapolis",
          clock: "games",
          from: "2027-01-04",
          to: "2027-02-07",
          calendars: [
            { name: "Arbiter", site: "ArbiterSports", howTo: null },
            { name: "RefTown", site: "RefTown", howTo: "https://reftown.com/kbp/index.php?EntryID=54&View=entry" },
          ],
          busy: [BUSY_EXAMPLE],
        }),
      },
    }),
    async (c) => c.json(toAvailabilityJson(await availabilityOf(c.var.ctx, c.var.user.id, c.req.valid("query")))),
  )
  .put(
    "/entered",
    endpoint({
      tag: "Availability",
      summary: "Tick a calendar of a busy time",
      description: `Says that the busy time starting at \`start\` (as GET /api/availability gives it) is entered (\`entered: true\`) or not on the calendar \`platform\` (by its name, case and spaces aside). A tick belongs to the busy time's start: a busy time that moves (a game moved, a block added before it) is a new one with no ticks; one whose end moves keeps them. A busy time that does not start then, or a calendar not on its list, is 404. ${BUDGET}`,
      access: "session",
      loginRequired: T.loginRequired,
      body: EnteredInputSchema,
      bodyExample: { start: "2027-01-08T17:05:00-05:00", platform: "RefTown", entered: true },
      responses: {
        200: ok(z.object({ start: ZonedTime, platform: z.string(), entered: z.boolean() }), "Saved", {
          start: "2027-01-08T17:05:00-05:00",
          platform: "RefTown",
          entered: true,
        }),
      },
      errors: [404, 429],
    }),
    async (c) => {
      const saved = await setEntered(c.var.ctx, c.var.user.id, c.req.valid("json"));
      if (!saved.ok) throw toApiError(saved);
      return c.json({ start: isoInZone(saved.startAt, saved.zone), platform: saved.platform, entered: saved.entered });
    },
  )
  .get(
    "/feed",
    endpoint({
      tag: "Availability",
      summary: "The busy-times calendar's link",
      description:
        "A private calendar of the caller's busy times alone, each event \"Busy\" with no teams, gym, level or label, from a month ago to two years ahead, for an assigner or a family calendar. The first call makes the link; the same link after that. The link's token is its only key: anyone holding it reads the times. DELETE revokes it.",
      access: "session",
      loginRequired: T.loginRequired,
      responses: {
        200: ok(
          z.object({
            url: z.url().meta({ description: "The .ics address" }),
            webcal: z.string().meta({ description: "The same as webcal://, which calendar apps subscribe to" }),
          }),
          "The link",
          {
            url: "https://tipoff.app/busy/q9Xw0b3v7YtJkL2mNpRsT4uVwXyZ1a2B.ics",
            webcal: "webcal://tipoff.app/busy/q9Xw0b3v7YtJkL2mNpRsT4uVwXyZ1a2B.ics",
          },
        ),
      },
    }),
    async (c) => {
      const token = await busyFeedToken(c.var.ctx, c.var.user.id, { create: true });
      const url = new URL(c.req.url);
      const path = busyFeedPath(token ?? "");
      return c.json({ url: `${url.origin}${path}`, webcal: `webcal://${url.host}${path}` });
    },
  )
  .delete(
    "/feed",
    endpoint({
      tag: "Availability",
      summary: "Revoke the busy-times calendar's link",
      description:
        "The link answers 404 from now on; the next GET makes a new one. Revoking when there is no link is the same 204.",
      access: "session",
      loginRequired: T.loginRequired,
      responses: { 204: { description: "Revoked" } },
    }),
    async (c) => {
      await revokeBusyFeed(c.var.ctx, c.var.user.id);
      return c.body(null, 204);
    },
  )
  .all("*", unmatched("session", T.loginRequired));
