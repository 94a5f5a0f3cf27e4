import { CLASH_TEXT } from "../../core/games/clash-text";
import { LATE_TEXT } from "../../core/games/late-text";
import { formatShortDay, formatTime } from "../../core/games/zoned-time";
import { type NoticeKind, PUSH_DELIVERY } from "../../core/notifications/limits";
import { NOTICE_TEXT } from "../../core/notifications/messages";
import { WEATHER_TEXT } from "../../core/weather/messages";
import { gameTimes } from "../games/game.server";
import type { ReconciledChange } from "../imports/source-changes";
import type { PushUrgency } from "./web-push.server";

/**
 * One thing to tell a person, as the queue carries it and the service worker shows it: the same
 * text goes by push and by e-mail. `url` is a path on the site; `expiresAt` is when it stops being
 * worth delivering (the push's TTL counts down to it).
 */
export type Notice = {
  kind: NoticeKind;
  title: string;
  body: string;
  url: string;
  /** The notification's tag on the device: a newer notice with the same tag replaces the older. */
  tag: string;
  /** RFC 8030 Topic: a newer message replaces one still waiting at the push service. */
  topic?: string;
  urgency: PushUrgency;
  expiresAt: number;
  /** Buttons under the notice on the device, each opening a path of the site ("Running late"). */
  actions?: Array<{ title: string; url: string }>;
};

/** What the service worker receives (the push payload, before encryption). */
export function pushPayload(notice: Notice): string {
  const { title, body, url, tag, actions } = notice;
  return JSON.stringify(actions ? { title, body, url, tag, actions } : { title, body, url, tag });
}

/** A UUID without its hyphens: 32 characters, a valid RFC 8030 topic. */
const topicOf = (id: string) => id.replaceAll("-", "");
const gameTag = (gameId: string) => `game-${gameId}`;

/** A game as the leave-by reminder needs it. */
export type ReminderGame = {
  id: string;
  arenaId: string | null;
  arenaName: string;
  officialsEntrance: string | null;
  tipoffAt: number;
  timeZone: string;
  bufferMinutes: number;
  driveMinutes: number;
  /** How much earlier the weather says to leave, and why (docs/decisions/240): 0 and null when it does not. */
  earlierMinutes: number;
  weatherReason: string | null;
  /** Without a start there is no drive: the reminder says when to be at the arena. */
  hasStart: boolean;
  /** The earlier gym the drive starts from, when the game follows another there that day. */
  fromArenaName?: string;
};

/**
 * "Leave by 5:42 PM for Hinkle Fieldhouse (38 min drive). Officials' entrance: Door 3, north side."
 * On the arena's clock; the entrance only when it is known. Opens the arena page at the arrival card.
 */
export function leaveByNotice(game: ReminderGame, leadMinutes: number): Notice {
  const { leaveAt } = gameTimes(game);
  const clock = formatTime(leaveAt, game.timeZone);
  const sentences = [
    game.fromArenaName
      ? NOTICE_TEXT.leaveGymBy(clock, game.fromArenaName, game.arenaName, game.driveMinutes)
      : game.hasStart
        ? NOTICE_TEXT.leaveBy(clock, game.arenaName, game.driveMinutes)
        : NOTICE_TEXT.arriveBy(clock, game.arenaName),
  ];
  if (game.weatherReason) sentences.push(`${WEATHER_TEXT.earlier(game.earlierMinutes, game.weatherReason)}.`);
  const entrance = game.officialsEntrance?.trim();
  if (entrance) sentences.push(`${NOTICE_TEXT.entrance(entrance.replace(/\.+$/, ""))}.`);
  return {
    kind: "leaveBy",
    title: NOTICE_TEXT.leaveByTitle(game.arenaName, leadMinutes),
    body: sentences.join(" "),
    // A game waiting for a gym (its arena deleted) has no arena page: My Games says what to do.
    url: game.arenaId ? `/arenas/${game.arenaId}#arrival-title` : "/games",
    tag: gameTag(game.id),
    topic: topicOf(game.id),
    urgency: "high",
    expiresAt: leaveAt + PUSH_DELIVERY.leaveByStaleMs,
    actions: [{ title: LATE_TEXT.action, url: `/games/${game.id}/late` }],
  };
}

/**
 * "Leave by 5:20 PM, 20 min earlier: Winter Storm Warning at Hinkle Fieldhouse", once per game when
 * a weather check moves its leave-by (docs/decisions/240). Follows the person's leave-by setting;
 * opens the game's card on My Games, where the alerts are listed.
 */
export function weatherNotice(game: ReminderGame & { weatherReason: string }): Notice {
  const { leaveAt } = gameTimes(game);
  return {
    kind: "leaveBy",
    title: WEATHER_TEXT.pushTitle(game.arenaName),
    body: WEATHER_TEXT.pushBody(formatTime(leaveAt, game.timeZone), game.earlierMinutes, game.weatherReason),
    url: `/games#game-${game.id}`,
    tag: gameTag(game.id),
    topic: topicOf(game.id),
    urgency: "normal",
    expiresAt: leaveAt + PUSH_DELIVERY.leaveByStaleMs,
  };
}

/** One game a feed refresh changed, as the summary needs it. */
export type GameChange = ReconciledChange;

/** "Fri Dec 4, 7:00 PM", or a move: "Fri Dec 4, 7:00 → 8:00 PM", "Fri Dec 4, 7:00 PM → Sat Dec 5, 1:00 PM". */
function whenText(change: GameChange): string {
  const zone = change.timeZone;
  const day = formatShortDay(change.tipoffAt, zone);
  const time = formatTime(change.tipoffAt, zone);
  const before = change.previousTipoffAt;
  if (before === undefined || before === change.tipoffAt) return `${day}, ${time}`;
  const dayBefore = formatShortDay(before, zone);
  const timeBefore = formatTime(before, zone);
  if (dayBefore !== day) return `${dayBefore}, ${timeBefore} → ${day}, ${time}`;
  const [clockBefore, periodBefore] = timeBefore.split(" ");
  const period = time.split(" ")[1];
  return `${day}, ${periodBefore === period ? clockBefore : timeBefore} → ${time}`;
}

function changeLine(change: GameChange): string {
  const when = whenText(change);
  const place =
    change.previousArenaName && change.previousArenaName !== change.arenaName
      ? NOTICE_TEXT.newPlace(change.previousArenaName, change.arenaName)
      : change.arenaName;
  switch (change.kind) {
    case "moved":
      return NOTICE_TEXT.moved(when, place);
    case "cancelled":
      return NOTICE_TEXT.cancelled(when, place);
    case "removed":
      return NOTICE_TEXT.removed(when, place);
    case "added":
      return NOTICE_TEXT.added(when, place);
  }
}

/** Two games a refresh made impossible to make both of, as the notice names them. */
export type ClashNotice = {
  first: { arenaName: string; tipoffAt: number; timeZone: string };
  second: { arenaName: string; tipoffAt: number; timeZone: string };
};

/** "Can't make both: Hinkle Fieldhouse Fri Dec 4, 7:00 PM and Gainbridge Fieldhouse Fri Dec 4, 8:00 PM." */
function clashLine(clashes: ClashNotice[]): string | null {
  const [only] = clashes;
  if (!only) return null;
  if (clashes.length > 1) return CLASH_TEXT.noticeCount(clashes.length);
  const game = ({ arenaName, tipoffAt, timeZone }: ClashNotice["first"]) =>
    CLASH_TEXT.noticeGame(arenaName, `${formatShortDay(tipoffAt, timeZone)}, ${formatTime(tipoffAt, timeZone)}`);
  return CLASH_TEXT.notice(game(only.first), game(only.second));
}

/**
 * One push for what one feed refresh changed: the change itself when it is one game ("Moved: Fri
 * Dec 4, 7:00 → 8:00 PM, Hinkle Fieldhouse"), else a count ("3 games changed in your Arbiter feed"),
 * then the clashes the change made ("Can't make both: …"). Opens My Games.
 */
export function changesNotice(
  changes: GameChange[],
  feed: { id: string; label: string },
  now: number,
  clashes: ClashNotice[] = [],
): Notice {
  const [only] = changes;
  const single = changes.length === 1 && only !== undefined;
  const told = single ? changeLine(only) : NOTICE_TEXT.manyChanged(changes.length, feed.label);
  const clash = clashLine(clashes);
  return {
    kind: "changes",
    title: NOTICE_TEXT.changesTitle,
    body: clash ? `${told}. ${clash}` : told,
    url: "/games",
    tag: single ? gameTag(only.gameId) : `feed-${feed.id}`,
    topic: topicOf(single ? only.gameId : feed.id),
    urgency: "normal",
    expiresAt: now + PUSH_DELIVERY.changesTtlMs,
  };
}

/**
 * "How was the arrival at Hinkle Fieldhouse? Pin the officials' door for the next crew." About half
 * an hour after the game's expected end; opens the game's one-screen arrival form. Its tag is the
 * game's, so it replaces the leave-by reminder still on the device.
 */
export function afterGameNotice(game: { id: string; arenaName: string }, dueAt: number): Notice {
  return {
    kind: "afterGame",
    title: NOTICE_TEXT.afterGameTitle(game.arenaName),
    body: NOTICE_TEXT.afterGameBody,
    url: `/games/${game.id}/arrival`,
    tag: gameTag(game.id),
    topic: topicOf(game.id),
    urgency: "normal",
    expiresAt: dueAt + PUSH_DELIVERY.afterGameTtlMs,
  };
}

export function testNotice(now: number): Notice {
  return {
    kind: "test",
    title: NOTICE_TEXT.testTitle,
    body: NOTICE_TEXT.testBody,
    url: "/profile#notifications",
    tag: "test",
    urgency: "normal",
    expiresAt: now + PUSH_DELIVERY.testTtlMs,
  };
}
