// A file and a feed of the same calendar (docs/decisions/244): the same calendar is recognised by
// the UIDs its events share with a feed's. A file never changes a game a feed carries; where it says
// otherwise about an upcoming event, the feed is asked again, as the file may be the newer word.
import type { SourceEventLink } from "./source-events.server";

/** The feeds' events by UID, and the feeds a file's run found saying otherwise. */
export type FeedWord = { byUid: Map<string, SourceEventLink[]>; contradicted: Set<string> };

/** The feeds' events by UID (this source's aside), for a file's run to compare what it says. */
export function feedWordOf(links: SourceEventLink[], sourceId: string, contradicted: Set<string>): FeedWord {
  const byUid = new Map<string, SourceEventLink[]>();
  for (const link of links) {
    if (link.kind !== "feed" || link.importSourceId === sourceId) continue;
    byUid.set(link.externalUid, [...(byUid.get(link.externalUid) ?? []), link]);
  }
  return { byUid, contradicted };
}

/**
 * Notes each feed that last said otherwise than the file about an event of the same UID (its time,
 * its gym, or whether it is on), unless the game is past on both words.
 */
export function noteContradictions(
  word: FeedWord,
  uid: string,
  said: { tipoffAt: number; arenaId: string; cancelled: boolean },
  now: number,
): void {
  for (const link of word.byUid.get(uid) ?? []) {
    if (said.tipoffAt <= now && link.sentTipoffAt.getTime() <= now) continue;
    const differs =
      link.state !== (said.cancelled ? "cancelled" : "listed") ||
      link.sentTipoffAt.getTime() !== said.tipoffAt ||
      (link.sentArenaId !== null && link.sentArenaId !== said.arenaId);
    if (differs) word.contradicted.add(link.importSourceId);
  }
}
