import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { invalidInput } from "~/core/failure";
import { FEED_PAGE_TEXT } from "~/core/feeds/messages";
import { FeedSubscribeSchema } from "~/core/validation/imports";
import { getCtx } from "~/worker/context/request-context.server";
import { refreshFeed, removeFeed, subscribeFeed } from "~/worker/feeds/subscriptions.server";
import type { Route } from "./+types/route";

/** Subscribe, "Refresh now" and "Remove" on a feed: plain form posts that redirect with a toast. */
export async function feedAction(args: Route.ActionArgs, userId: string, intent: string, form: FormData) {
  const ctx = getCtx(args.context);
  const secret = ctx.config.authSecret;
  if (intent === "subscribe") {
    const parsed = FeedSubscribeSchema.safeParse({ url: form.get("url") });
    if (!parsed.success) return failureData(invalidInput(parsed.error), { form: "subscribe" as const });
    const outcome = await subscribeFeed(ctx, userId, parsed.data.url);
    if (!outcome.ok) return failureData(outcome, { form: "subscribe" as const });
    const toast = { type: "success" as const, message: FEED_PAGE_TEXT.subscribed(outcome.feed.label) };
    return redirectWithToast("/games/import", toast, { secret });
  }
  const feedId = String(form.get("feedId") ?? "");
  if (intent === "refresh") {
    const outcome = await refreshFeed(ctx, userId, feedId);
    if (!outcome.ok) return failureData(outcome, { form: "feeds" as const });
    const { label, lastError } = outcome.feed;
    const toast = lastError
      ? { type: "error" as const, message: FEED_PAGE_TEXT.refreshFailed(label, lastError) }
      : { type: "success" as const, message: FEED_PAGE_TEXT.refreshed(label) };
    return redirectWithToast("/games/import", toast, { secret });
  }
  const outcome = await removeFeed(ctx, userId, feedId);
  if (!outcome.ok) return failureData(outcome, { form: "feeds" as const });
  const toast = { type: "success" as const, message: FEED_PAGE_TEXT.removed(outcome.label, outcome.keptGames) };
  return redirectWithToast("/games/import", toast, { secret });
}

export const FEED_INTENTS = new Set(["subscribe", "refresh", "remove"]);
