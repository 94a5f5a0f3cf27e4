import { type Failure, fail } from "../../core/failure";
import { FEED_FETCH_LIMITS } from "../../core/feeds/limits";
import { FEED_FETCH_TEXT } from "../../core/feeds/messages";
import type { AppConfig } from "../platform/env.server";
import { checkFeedUrl, type FeedUrlPolicy, type FeedUrlRefusal } from "./feed-url";

/** Why a fetch of an accepted link did not bring a feed back; `message` is shown to the person. */
export type FeedFetchFailureCode =
  | "feed_http_status"
  | "feed_too_large"
  | "feed_timeout"
  | "feed_too_many_redirects"
  | "feed_unreachable";

/**
 * Always of kind "unprocessable": the link was fine, the feed behind it was not. A 429 or 503 keeps
 * the server's Retry-After, which pauses the whole host (docs/decisions/181).
 */
export type FeedFetchFailure = Failure & { code: FeedFetchFailureCode; httpStatus?: number; retryAfter?: string };

/** The validators a server gave with the feed, sent back on the next fetch to be told "not modified". */
export type FeedValidators = { etag: string | null; lastModified: string | null };

export type FeedFetched = { ok: true; notModified: false; body: string; finalUrl: string } & FeedValidators;
export type FeedNotModified = { ok: true; notModified: true; finalUrl: string } & FeedValidators;
export type FeedFetchResult = FeedFetched | FeedNotModified | FeedUrlRefusal | FeedFetchFailure;

export type FeedFetchOptions = FeedUrlPolicy & {
  previous?: Partial<FeedValidators>;
  userAgent?: string;
  /** The whole fetch's budget; only tests pass a shorter one. */
  timeoutMs?: number;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_USER_AGENT = "Tipoff/1.0 (+https://tipoff.app)";

const failure = (
  code: FeedFetchFailureCode,
  message: string,
  httpStatus?: number,
  retryAfter?: string | null,
): FeedFetchFailure =>
  fail<{ code: FeedFetchFailureCode; httpStatus?: number; retryAfter?: string }>("unprocessable", message, {
    code,
    ...(httpStatus === undefined ? {} : { httpStatus }),
    ...(retryAfter ? { retryAfter } : {}),
  });

/** The loopback allowance as configuration sets it, and never in production whatever it says. */
export function feedUrlPolicy(config: Pick<AppConfig, "appEnv" | "feedAllowLoopback">): FeedUrlPolicy {
  return { allowLoopback: config.appEnv !== "production" && config.feedAllowLoopback };
}

function requestHeaders(options: FeedFetchOptions): Headers {
  const headers = new Headers({
    Accept: "text/calendar, text/plain;q=0.9, */*;q=0.5",
    "User-Agent": options.userAgent ?? DEFAULT_USER_AGENT,
  });
  if (options.previous?.etag) headers.set("If-None-Match", options.previous.etag);
  if (options.previous?.lastModified) headers.set("If-Modified-Since", options.previous.lastModified);
  return headers;
}

const validatorsOf = (response: Response): FeedValidators => ({
  etag: response.headers.get("ETag"),
  lastModified: response.headers.get("Last-Modified"),
});

/**
 * The body as text, or "too_large" as soon as more than the limit has arrived: a declared
 * Content-Length over it ends the fetch at once, but a server may send none or lie, so the bytes
 * are counted as they stream. An abort (the timeout) cancels the read.
 */
async function readLimitedText(response: Response, signal: AbortSignal): Promise<string | "too_large" | "aborted"> {
  const declared = Number(response.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > FEED_FETCH_LIMITS.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return "too_large";
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const cancelOnAbort = () => {
    reader.cancel(signal.reason).catch(() => undefined);
  };
  signal.addEventListener("abort", cancelOnAbort, { once: true });
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  let received = 0;
  try {
    for (;;) {
      if (signal.aborted) return "aborted";
      const { done, value } = await reader.read();
      if (signal.aborted) return "aborted";
      if (done) break;
      received += value.byteLength;
      if (received > FEED_FETCH_LIMITS.maxBytes) {
        await reader.cancel().catch(() => undefined);
        return "too_large";
      }
      pieces.push(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal.aborted) return "aborted";
    throw error;
  } finally {
    signal.removeEventListener("abort", cancelOnAbort);
  }
  pieces.push(decoder.decode());
  return pieces.join("");
}

/**
 * Fetches a calendar link a person gave us without letting it reach into a network it should not
 * (docs/decisions/102): the link and every redirect target pass `checkFeedUrl`; redirects are
 * followed by hand, at most three; the whole fetch has 10 seconds and the body 1 MB. The link is
 * a secret (it carries the person's key): nothing here logs it.
 */
export async function fetchFeed(link: string, options: FeedFetchOptions): Promise<FeedFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_FETCH_LIMITS.timeoutMs);
  const headers = requestHeaders(options);
  let target = link;
  try {
    for (let redirects = 0; ; redirects++) {
      const checked = checkFeedUrl(target, options);
      if (!checked.ok) return checked;
      const url = checked.url;
      const response = await fetch(url, { method: "GET", headers, redirect: "manual", signal });
      const location = response.headers.get("Location");
      if (REDIRECT_STATUSES.has(response.status) && location !== null) {
        await response.body?.cancel().catch(() => undefined);
        if (redirects >= FEED_FETCH_LIMITS.maxRedirects) {
          return failure("feed_too_many_redirects", FEED_FETCH_TEXT.tooManyRedirects);
        }
        // A relative Location is read against the URL that sent it; an unreadable one is refused by the check.
        target = URL.canParse(location, url) ? new URL(location, url).href : location;
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: true, notModified: true, finalUrl: url.href, ...validatorsOf(response) };
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel().catch(() => undefined);
        return failure(
          "feed_http_status",
          FEED_FETCH_TEXT.httpStatus(response.status),
          response.status,
          response.headers.get("Retry-After"),
        );
      }
      const body = await readLimitedText(response, signal);
      if (body === "aborted") return failure("feed_timeout", FEED_FETCH_TEXT.timeout);
      if (body === "too_large") return failure("feed_too_large", FEED_FETCH_TEXT.tooLarge);
      return { ok: true, notModified: false, body, finalUrl: url.href, ...validatorsOf(response) };
    }
  } catch {
    // The error may quote the URL; it is dropped, and only what kind of failure it was is kept.
    return signal.aborted
      ? failure("feed_timeout", FEED_FETCH_TEXT.timeout)
      : failure("feed_unreachable", FEED_FETCH_TEXT.unreachable);
  }
}
