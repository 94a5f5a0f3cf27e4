import { redirect } from "react-router";
import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { typedValues } from "~/app/lib/typed-values";
import { AVAILABILITY_LIMITS, type BusyKind } from "~/core/availability/limits";
import { AVAILABILITY_TEXT } from "~/core/availability/messages";
import { whenText } from "~/core/availability/when-text";
import { type Failure, fail, invalidInput } from "~/core/failure";
import { formatShortDay, isoInZone, localDateTime, zonedInstant, zoneLongName } from "~/core/games/zoned-time";
import { blockFormSchema, EnteredInputSchema } from "~/core/validation/availability";
import { addDays, availabilityOf, mondayOf, setEntered } from "~/worker/availability/availability.server";
import { addBlock, listBlocks, removeBlock } from "~/worker/availability/blocks.server";
import { busyFeedPath, busyFeedToken, revokeBusyFeed } from "~/worker/availability/busy-feed.server";
import { readPersonClock } from "~/worker/availability/person-clock.server";
import { getCtx } from "~/worker/context/request-context.server";
import type { Route } from "./+types/route";

const T = AVAILABILITY_TEXT;

/** The page: five weeks of busy times on the person's clock, their blocks and the busy-times link. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: T.loginRequired });
  const ctx = getCtx(args.context);
  const [availability, blocks, token] = await Promise.all([
    availabilityOf(ctx, user.id),
    listBlocks(ctx, user.id),
    busyFeedToken(ctx, user.id, { create: false }),
  ]);
  const { zone, source } = availability.clock;
  const weeks = Array.from({ length: AVAILABILITY_LIMITS.weeksShown }, (_, index) => {
    const monday = addDays(availability.from, index * 7);
    const at = zonedInstant({ date: monday, time: "12:00" }, zone);
    return { monday, title: index === 0 ? T.thisWeek : T.weekOf(formatShortDay(at, zone)), busy: [] as BusyItem[] };
  });
  for (const busy of availability.busy) {
    // A busy time that began before the first Monday shows in the first week.
    const monday = busy.startAt < availability.fromAt ? availability.from : mondayOf(busy.startAt, zone);
    weeks
      .find((week) => week.monday === monday)
      ?.busy.push({
        start: isoInZone(busy.startAt, zone),
        when: whenText(busy.startAt, busy.endAt, zone),
        kind: busy.kind,
        label: busy.label,
        platforms: busy.platforms.map(({ name, entered }) => ({ name, entered })),
      });
  }
  const url = new URL(args.request.url);
  return {
    clock: source === "utc" ? T.clock.utc : T.clock[source](zoneLongName(ctx.now(), zone)),
    calendars: availability.platforms.map(({ name, howTo }) => ({ name, howTo })),
    weeks,
    blocks: blocks.map((block) => ({
      id: block.id,
      when: whenText(block.startAt, block.endAt, zone),
      label: block.label ?? T.blockDefault,
    })),
    feed: token
      ? { https: `${url.origin}${busyFeedPath(token)}`, webcal: `webcal://${url.host}${busyFeedPath(token)}` }
      : null,
    today: localDateTime(ctx.now(), zone).date,
  };
}

export type BusyItem = {
  start: string;
  when: string;
  kind: BusyKind;
  label: string;
  platforms: Array<{ name: string; entered: boolean }>;
};

/** The page's forms: a block added or removed, a tick, the busy-times link made or revoked. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: T.loginRequired });
  const ctx = getCtx(args.context);
  const form = Object.fromEntries(await args.request.formData());
  const intent = typeof form.intent === "string" ? form.intent : "";
  const refuse = (failure: Failure) =>
    failureData(failure, { intent, values: typedValues(form), fieldErrors: failure.fieldErrors ?? {} });
  const done = (message: string) =>
    redirectWithToast("/availability", { type: "success", message }, { secret: ctx.config.authSecret });

  switch (intent) {
    case "block-add": {
      const clock = await readPersonClock(ctx, user.id, ctx.now());
      const parsed = blockFormSchema(clock.zone).safeParse(form);
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      const added = await addBlock(ctx, user.id, parsed.data);
      return added.ok ? done(T.added) : refuse(added);
    }
    case "block-remove": {
      const removed = await removeBlock(ctx, user.id, typeof form.id === "string" ? form.id : undefined);
      return removed.ok ? done(T.removed) : refuse(removed);
    }
    case "entered": {
      const parsed = EnteredInputSchema.safeParse(form);
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      const saved = await setEntered(ctx, user.id, parsed.data);
      // The page again, where it was: no toast for each tick (the button says it).
      return saved.ok ? redirect("/availability") : refuse(saved);
    }
    case "feed-create": {
      await busyFeedToken(ctx, user.id, { create: true });
      return done(T.feedCreated);
    }
    case "feed-revoke": {
      await revokeBusyFeed(ctx, user.id);
      return done(T.feedRevoked);
    }
    default:
      return refuse(fail("invalid", T.unknownAction));
  }
}
