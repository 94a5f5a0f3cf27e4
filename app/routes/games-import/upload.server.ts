import { data } from "react-router";
import { failureData } from "~/app/lib/failure.server";
import { fail } from "~/core/failure";
import type { IgnoredEvent } from "~/core/imports/game-fields";
import { IMPORT_LIMITS } from "~/core/imports/limits";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { getCtx } from "~/worker/context/request-context.server";
import { uploadCalendarFile } from "~/worker/feeds/upload.server";
import type { Route } from "./+types/route";

/** "Practice (12 dates): only the first 500 dates of a series are imported". */
function ignoredText({ event, reason, count }: IgnoredEvent): string {
  return IMPORT_TEXT.ignoredLine(event, IMPORT_TEXT.ignoredReasons[reason], count);
}

/** The calendar file: its events imported, the counts and the events left out shown below the form. */
export async function upload(args: Route.ActionArgs, userId: string, form: FormData) {
  const file = form.get("file");
  // No file chosen comes as a part without a file name; a chosen empty file has its name.
  if (!(file instanceof File) || (file.size === 0 && file.name === ""))
    return failureData(fail("invalid", IMPORT_TEXT.noFile));
  if (file.size > IMPORT_LIMITS.maxBytes) return failureData(fail("too_large", IMPORT_TEXT.tooLarge));
  const body = new Uint8Array(await file.arrayBuffer());
  const outcome = await uploadCalendarFile(getCtx(args.context), userId, body);
  if (!outcome.ok) return failureData(outcome);
  const { needsArena: _listedBelow, ignoredEvents, ...counts } = outcome.result;
  const listed = ignoredEvents.reduce((total, ignoredEvent) => total + ignoredEvent.count, 0);
  return data({
    counts: { ...counts, ignoredUnlisted: Math.max(0, counts.ignored - listed) },
    ignored: ignoredEvents.map(ignoredText),
  });
}
