// Every text a person or an API caller sees about fetching a calendar feed, once.
import { FEED_FETCH_LIMITS, FEED_SCHEDULE } from "./limits";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const FEED_URL_TEXT = {
  notAUrl: "Paste the whole calendar link, starting with webcal://, https:// or http://.",
  tooLong: `This link is longer than ${FEED_FETCH_LIMITS.maxUrlLength} characters, which no calendar feed needs.`,
  scheme: "Only webcal://, https:// and http:// calendar links can be fetched.",
  port: "This link names a port of its own. Tipoff fetches calendar links on the standard web ports only.",
  credentials: "Remove the user name and password from the link: a calendar link carries its own key.",
  localName: "This link leads to a local network name, which Tipoff does not fetch.",
  privateAddress: "This link leads to a private or local network address, which Tipoff does not fetch.",
} as const;

export const FEED_FETCH_TEXT = {
  httpStatus: (status: number) => `The feed answered ${status}`,
  tooLarge: `The feed is larger than ${FEED_FETCH_LIMITS.maxBytesLabel}`,
  timeout: `The feed took longer than ${FEED_FETCH_LIMITS.timeoutSeconds} seconds`,
  tooManyRedirects: "Too many redirects",
  unreachable: "The feed could not be reached",
} as const;

/** The feed subscriptions' texts, for the page and the API. */
export const FEED_TEXT = {
  loginRequired: "Please sign in to subscribe to calendar feeds.",
  notFound: "No such feed.",
  tooMany: `You can subscribe to at most ${FEED_SCHEDULE.perPerson} calendar feeds. Remove one first.`,
  notCalendar: "The link did not give a calendar (.ics) feed.",
  hostPaused: (host: string, minutes: number) =>
    `${host} asked Tipoff to wait before fetching again. Try again in ${plural(minutes, "minute", "minutes")}.`,
} as const;

/** The codes of the subscriptions' own refusals, for API callers. */
export const FEED_ERROR_CODES = {
  tooMany: "feed_limit_reached",
  notCalendar: "feed_not_icalendar",
  hostPaused: "feed_host_paused",
} as const;

/** The feeds' part of the import page (/games/import). */
export const FEED_PAGE_TEXT = {
  subscribeTitle: "Subscribe to a calendar feed",
  subscribeHint: `Paste the calendar link from your assigning platform (webcal://, https:// or http://). Tipoff fetches it now, then every ${FEED_SCHEDULE.intervalMs / 3_600_000} hours.`,
  linkLabel: "Calendar link",
  subscribeButton: "Subscribe",
  subscribing: "Subscribing...",
  feedsTitle: "Your feeds",
  lastFetched: "Last fetched",
  nextFetch: "Next fetch",
  result: "Result",
  lastError: "Last error",
  refresh: "Refresh now",
  remove: "Remove",
  resultText: (result: { games: number; changed: number; cancelled: number; removed: number; needsGym: number }) =>
    [
      plural(result.games, "game", "games"),
      ...(result.changed > 0 ? [`${result.changed} changed`] : []),
      ...(result.cancelled > 0 ? [`${result.cancelled} cancelled`] : []),
      ...(result.removed > 0 ? [`${result.removed} removed from feed`] : []),
      ...(result.needsGym > 0 ? [plural(result.needsGym, "needs a gym", "need a gym")] : []),
    ].join(", "),
  subscribed: (label: string) => `Subscribed to ${label}.`,
  refreshed: (label: string) => `${label} refreshed.`,
  refreshFailed: (label: string, reason: string) => `${label} could not be fetched: ${reason}.`,
  removed: (label: string, keptGames: number) =>
    keptGames === 0
      ? `${label} removed.`
      : `${label} removed. Its ${plural(keptGames, "game stays", "games stay")} in My Games.`,
} as const;
