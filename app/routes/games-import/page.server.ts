import { requireUser } from "~/app/lib/auth.server";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { getCtx } from "~/worker/context/request-context.server";
import { listFeeds } from "~/worker/feeds/feed-list.server";
import type { Route } from "./+types/route";
import { answer, answerSchools, undo } from "./answers.server";
import { FEED_INTENTS, feedAction } from "./feeds.server";
import { quickAdd } from "./quick-add.server";
import { upload } from "./upload.server";
import { loadWaitingVenues } from "./waiting-venues.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: IMPORT_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const url = new URL(args.request.url);
  const [waiting, feeds] = await Promise.all([loadWaitingVenues(ctx, user.id, url), listFeeds(ctx, user.id)]);
  return { feeds, ...waiting };
}

/**
 * The page's one dispatcher: each kind of post, named by its `intent`, has its own module beside
 * this one. Upload a file, answer "which gym is this?" (or undo it, or add the gym), or manage a
 * feed; all without JavaScript. Any other post is the upload.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: IMPORT_TEXT.loginRequired });
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  if (FEED_INTENTS.has(intent)) return feedAction(args, user.id, intent, form);
  if (intent === "answer") return answer(args, user, form);
  if (intent === "answer-schools") return answerSchools(args, user);
  if (intent === "undo") return undo(args, user.id, form);
  if (intent === "quick-add") return quickAdd(args, user, form);
  return upload(args, user.id, form);
}
