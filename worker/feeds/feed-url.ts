import { type Failure, fail, type Result } from "../../core/failure";
import { FEED_FETCH_LIMITS } from "../../core/feeds/limits";
import { FEED_URL_TEXT } from "../../core/feeds/messages";
import { type AddressReach, parseIpv4, parseIpv6, reachOfIpv4, reachOfIpv6 } from "../platform/ip-address";

/** Why a feed link (or a redirect's target) is refused; the API sends it as `error.code` with a 400. */
export type FeedUrlRefusalCode =
  | "feed_url_invalid"
  | "feed_url_too_long"
  | "feed_url_scheme"
  | "feed_url_port"
  | "feed_url_credentials"
  | "feed_url_local_name"
  | "feed_url_private_address";

/** Always of kind "invalid" (a 400 through `toApiError`). */
export type FeedUrlRefusal = Failure & { code: FeedUrlRefusalCode };

/**
 * `allowLoopback` lets a link name this machine (localhost, 127.0.0.0/8, ::1) on any port, for a
 * fake feed server in development and tests; `feedUrlPolicy` keeps it off in production.
 */
export type FeedUrlPolicy = { allowLoopback: boolean };

const refuse = (code: FeedUrlRefusalCode, message: string): FeedUrlRefusal =>
  fail<{ code: FeedUrlRefusalCode }>("invalid", message, { code });

// Names that only ever resolve inside someone's network: mDNS (.local), cloud and corporate
// internal zones (metadata.google.internal), home routers (.home.arpa).
const LOCAL_SUFFIXES = [".local", ".internal", ".home.arpa"];

/** Where a host name or literal address leads, judged without DNS. */
function reachOfHost(hostname: string): AddressReach {
  if (hostname.startsWith("[") && hostname.endsWith("]")) {
    const groups = parseIpv6(hostname.slice(1, -1));
    return groups ? reachOfIpv6(groups) : "private";
  }
  const octets = parseIpv4(hostname);
  if (octets) return reachOfIpv4(octets);
  // "localhost." is "localhost": a trailing dot only makes a name fully qualified.
  const name = hostname.replace(/\.+$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return "loopback";
  // A single label ("intranet", "metadata") is resolved through local search domains, never public DNS.
  if (!name.includes(".") || LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix))) return "private";
  return "public";
}

/** webcal:// and webcals:// are https:// by convention (calendar apps fetch them so). */
export function normaliseFeedLink(link: string): string {
  return link.trim().replace(/^webcals?:/i, "https:");
}

/**
 * The link as a URL we may fetch, or why not. Used for the pasted link and for every redirect
 * target; URL parsing first, so every spelling of an address (2130706433, 0x7f.1, 127.1,
 * [::ffff:127.0.0.1]) is judged in its one normal form.
 */
export function checkFeedUrl(link: string, policy: FeedUrlPolicy): Result<{ url: URL }, FeedUrlRefusal> {
  const normalised = normaliseFeedLink(link);
  if (normalised.length > FEED_FETCH_LIMITS.maxUrlLength) return refuse("feed_url_too_long", FEED_URL_TEXT.tooLong);
  if (!URL.canParse(normalised)) return refuse("feed_url_invalid", FEED_URL_TEXT.notAUrl);
  const url = new URL(normalised);
  if (url.protocol !== "https:" && url.protocol !== "http:") return refuse("feed_url_scheme", FEED_URL_TEXT.scheme);
  if (url.hostname === "") return refuse("feed_url_invalid", FEED_URL_TEXT.notAUrl);
  // Platforms put the key in the path or query, never in userinfo; a user@host link is more often
  // a trick to make a reader see the wrong host (https://calendar.example@attacker.test/).
  if (url.username !== "" || url.password !== "") return refuse("feed_url_credentials", FEED_URL_TEXT.credentials);
  const reach = reachOfHost(url.hostname);
  const loopbackAllowed = reach === "loopback" && policy.allowLoopback;
  if (reach !== "public" && !loopbackAllowed) {
    const isName = !url.hostname.startsWith("[") && parseIpv4(url.hostname) === null;
    return isName
      ? refuse("feed_url_local_name", FEED_URL_TEXT.localName)
      : refuse("feed_url_private_address", FEED_URL_TEXT.privateAddress);
  }
  // URL parsing drops a default port (https:443, http:80), so any port left is another one.
  if (url.port !== "" && !loopbackAllowed) return refuse("feed_url_port", FEED_URL_TEXT.port);
  url.hash = "";
  return { ok: true, url };
}

/**
 * What a person is shown of a saved link: the host and the last characters, as `host …abcd`.
 * The rest of the link is the key to their schedule and is never shown again.
 */
export function urlHint(link: string | URL): string {
  const url = new URL(link);
  return `${url.host} …${url.href.slice(-FEED_FETCH_LIMITS.hintTailLength)}`;
}

/** A feed's name when its calendar gives none: the host it is fetched from. */
export function feedLabelFallback(link: string | URL): string {
  return new URL(link).hostname;
}
