import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { FEED_FETCH_LIMITS } from "~/core/feeds/limits";
import { FEED_URL_TEXT } from "~/core/feeds/messages";
import { checkFeedUrl, feedLabelFallback, urlHint } from "~/worker/feeds/feed-url";
import { type FeedFetchOptions, feedUrlPolicy, fetchFeed } from "~/worker/feeds/safe-fetch.server";
import { toApiError } from "~/worker/http/errors";
import { readConfig } from "~/worker/platform/env.server";

const PUBLIC_ONLY = { allowLoopback: false };
const CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n";

/** A link in the shape platforms send: the official's key in the path, unique per test. */
const feedLink = (host = "calendar.example.com") => {
  const key = crypto.randomUUID().replaceAll("-", "");
  return { key, link: `https://${host}/ical/${key}.ics` };
};

type FetchCall = { url: string; headers: Headers; redirect: RequestRedirect | undefined };
type Answer = (url: URL, init: RequestInit | undefined, callNumber: number) => Response | Promise<Response>;

/** The network as the fetcher sees it: each request is answered by `answer` and recorded. */
function fakeNetwork(answer: Answer) {
  const calls: FetchCall[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, headers: new Headers(init?.headers), redirect: init?.redirect });
    return answer(new URL(url), init, calls.length);
  });
  return calls;
}

const calendarReply = (headers: Record<string, string> = {}) =>
  new Response(CALENDAR, { status: 200, headers: { "Content-Type": "text/calendar", ...headers } });
const redirectTo = (location: string, status = 302) => new Response(null, { status, headers: { Location: location } });

/** A body that keeps sending 64 KB chunks until cancelled, with no Content-Length; counts what it sent. */
function endlessBody() {
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const sent = { chunks: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent.chunks++;
      controller.enqueue(chunk);
    },
    cancel() {
      sent.cancelled = true;
    },
  });
  return { stream, sent };
}

/** Never answers by itself: only the fetcher's own AbortSignal ends the wait, as with a silent server. */
const neverAnswers: Answer = (_url, init) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = init?.signal;
    if (!signal) return reject(new Error("the fetcher sent no AbortSignal"));
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });

describe("which feed links are refused", () => {
  it.each([
    ["another scheme (ftp)", "ftp://calendar.example.com/feed.ics", "feed_url_scheme", FEED_URL_TEXT.scheme],
    ["another scheme (file)", "file:///etc/passwd", "feed_url_scheme", FEED_URL_TEXT.scheme],
    ["another scheme (javascript)", "javascript:alert(1)", "feed_url_scheme", FEED_URL_TEXT.scheme],
    ["another scheme (data)", "data:text/calendar,BEGIN:VCALENDAR", "feed_url_scheme", FEED_URL_TEXT.scheme],
    ["text that is no link", "my arbiter feed", "feed_url_invalid", FEED_URL_TEXT.notAUrl],
    ["an https port of its own", "https://calendar.example.com:8443/feed.ics", "feed_url_port", FEED_URL_TEXT.port],
    ["http on 443", "http://calendar.example.com:443/feed.ics", "feed_url_port", FEED_URL_TEXT.port],
    ["a webcal link with a port", "webcal://calendar.example.com:8080/feed.ics", "feed_url_port", FEED_URL_TEXT.port],
    [
      "a user and password",
      "https://official:hunter2@calendar.example.com/feed.ics",
      "feed_url_credentials",
      FEED_URL_TEXT.credentials,
    ],
    [
      "a user name posing as the host",
      "https://calendar.example.com@attacker.example/feed.ics",
      "feed_url_credentials",
      FEED_URL_TEXT.credentials,
    ],
    ["localhost", "http://localhost/feed.ics", "feed_url_local_name", FEED_URL_TEXT.localName],
    ["LOCALHOST with a trailing dot", "http://LOCALHOST./feed.ics", "feed_url_local_name", FEED_URL_TEXT.localName],
    [
      "localhost in full-width letters",
      "http://ｌｏｃａｌｈｏｓｔ/feed.ics",
      "feed_url_local_name",
      FEED_URL_TEXT.localName,
    ],
    ["a *.localhost name", "http://feeds.localhost/feed.ics", "feed_url_local_name", FEED_URL_TEXT.localName],
    ["a *.local name", "http://printer.local/feed.ics", "feed_url_local_name", FEED_URL_TEXT.localName],
    [
      "a *.internal name",
      "http://metadata.google.internal/computeMetadata/v1/",
      "feed_url_local_name",
      FEED_URL_TEXT.localName,
    ],
    [
      "a *.internal name with a trailing dot",
      "https://db.internal./feed",
      "feed_url_local_name",
      FEED_URL_TEXT.localName,
    ],
    ["a single-label name", "http://intranet/feed.ics", "feed_url_local_name", FEED_URL_TEXT.localName],
  ])("refuses %s", (_case, link, code, message) => {
    expect(checkFeedUrl(link, PUBLIC_ONLY)).toEqual({ ok: false, kind: "invalid", code, message });
  });

  it.each([
    ["loopback", "127.0.0.1"],
    ["loopback, elsewhere in 127/8", "127.254.0.9"],
    ["loopback as one decimal number", "2130706433"],
    ["loopback in hexadecimal", "0x7f000001"],
    ["loopback in dotted hexadecimal", "0x7f.0.0.1"],
    ["loopback in octal", "0177.0.0.1"],
    ["loopback shortened", "127.1"],
    ["loopback with a trailing dot", "127.0.0.1."],
    ["unspecified", "0.0.0.0"],
    ["unspecified as 0", "0"],
    ["unspecified, elsewhere in 0/8", "0.1.2.3"],
    ["private 10/8", "10.0.0.1"],
    ["private 10/8, last", "10.255.255.255"],
    ["private 172.16/12", "172.16.0.1"],
    ["private 172.16/12, last", "172.31.255.255"],
    ["private 192.168/16", "192.168.1.1"],
    ["link-local (cloud metadata)", "169.254.169.254"],
    ["link-local as one decimal number", "2852039166"],
    ["CGNAT 100.64/10", "100.64.0.1"],
    ["CGNAT 100.64/10, last", "100.127.255.255"],
    ["broadcast", "255.255.255.255"],
    ["IPv6 loopback", "[::1]"],
    ["IPv6 loopback written in full", "[0:0:0:0:0:0:0:1]"],
    ["IPv6 unspecified", "[::]"],
    ["IPv6 unique local fc00::/7", "[fc00::1]"],
    ["IPv6 unique local fd00::/8", "[fd12:3456:789a::1]"],
    ["IPv6 link-local", "[fe80::1]"],
    ["IPv6 link-local, end of fe80::/10", "[febf::1]"],
    ["IPv4-mapped loopback", "[::ffff:127.0.0.1]"],
    ["IPv4-mapped loopback in hexadecimal", "[::ffff:7f00:1]"],
    ["IPv4-mapped private", "[::ffff:10.1.2.3]"],
    ["IPv4-mapped link-local", "[::ffff:169.254.169.254]"],
    ["IPv4-mapped CGNAT", "[::ffff:100.64.0.1]"],
    ["IPv4-compatible loopback", "[::127.0.0.1]"],
    ["NAT64 of link-local", "[64:ff9b::169.254.169.254]"],
    ["6to4 of private", "[2002:c0a8:101::1]"],
  ])("refuses a literal %s address (%s)", (_case, host) => {
    expect(checkFeedUrl(`http://${host}/feed.ics`, PUBLIC_ONLY)).toEqual({
      ok: false,
      kind: "invalid",
      code: "feed_url_private_address",
      message: FEED_URL_TEXT.privateAddress,
    });
  });

  it("is a 400 with the API's error shape, its code and message", () => {
    const refusal = checkFeedUrl("http://10.0.0.1/feed.ics", PUBLIC_ONLY);
    if (refusal.ok) throw new Error("10.0.0.1 was accepted");
    const error = toApiError(refusal);
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status: 400,
      code: "feed_url_private_address",
      message: "This link leads to a private or local network address, which Tipoff does not fetch.",
    });
  });

  it.each([
    ["not a link", "Paste the whole calendar link, starting with webcal://, https:// or http://."],
    [
      `https://calendar.example.com/${"k".repeat(2048)}`,
      "This link is longer than 2048 characters, which no calendar feed needs.",
    ],
    ["ftp://calendar.example.com/feed.ics", "Only webcal://, https:// and http:// calendar links can be fetched."],
    [
      "https://calendar.example.com:8443/feed.ics",
      "This link names a port of its own. Tipoff fetches calendar links on the standard web ports only.",
    ],
    [
      "https://me:secret@calendar.example.com/feed.ics",
      "Remove the user name and password from the link: a calendar link carries its own key.",
    ],
    ["http://printer.local/feed.ics", "This link leads to a local network name, which Tipoff does not fetch."],
  ])("says why it refuses %s", (link, message) => {
    expect(checkFeedUrl(link, PUBLIC_ONLY)).toMatchObject({ ok: false, message });
  });

  it("refuses a link longer than 2048 characters", () => {
    const link = `https://calendar.example.com/${"k".repeat(FEED_FETCH_LIMITS.maxUrlLength)}`;
    expect(checkFeedUrl(link, PUBLIC_ONLY)).toMatchObject({ ok: false, code: "feed_url_too_long" });
  });

  it.each([
    ["172.15.255.255", "http://172.15.255.255/feed.ics"],
    ["172.32.0.1", "http://172.32.0.1/feed.ics"],
    ["100.63.255.255", "http://100.63.255.255/feed.ics"],
    ["100.128.0.1", "http://100.128.0.1/feed.ics"],
    ["a public IPv6 address", "http://[2606:4700:4700::1111]/feed.ics"],
    ["an IPv4-mapped public address", "http://[::ffff:8.8.8.8]/feed.ics"],
    ["https on its default port", "https://calendar.example.com:443/feed.ics"],
    ["http on its default port", "http://calendar.example.com:80/feed.ics"],
    ["a name that merely contains local", "https://local.example.com/feed.ics"],
  ])("accepts %s, just outside the refused ranges", (_case, link) => {
    expect(checkFeedUrl(link, PUBLIC_ONLY).ok).toBe(true);
  });

  it("sends nothing to a refused link: the refusal comes before any request", async () => {
    const calls = fakeNetwork(() => calendarReply());
    const result = await fetchFeed("http://169.254.169.254/latest/meta-data/", PUBLIC_ONLY);
    expect(result).toMatchObject({ ok: false, code: "feed_url_private_address" });
    expect(calls).toHaveLength(0);
  });
});

describe("the loopback allowance", () => {
  const loopback = { allowLoopback: true };

  it("lets a fake feed server on this machine be fetched, on any port", () => {
    expect(checkFeedUrl("http://127.0.0.1:4232/feed.ics", loopback).ok).toBe(true);
    expect(checkFeedUrl("http://localhost:8787/feed.ics", loopback).ok).toBe(true);
    expect(checkFeedUrl("http://[::1]:4232/feed.ics", loopback).ok).toBe(true);
  });

  it("still refuses private, link-local and local-name hosts, and ports elsewhere", () => {
    expect(checkFeedUrl("http://10.0.0.1/feed.ics", loopback)).toMatchObject({ code: "feed_url_private_address" });
    expect(checkFeedUrl("http://169.254.169.254/", loopback)).toMatchObject({ code: "feed_url_private_address" });
    expect(checkFeedUrl("http://printer.local/feed.ics", loopback)).toMatchObject({ code: "feed_url_local_name" });
    expect(checkFeedUrl("https://calendar.example.com:8443/", loopback)).toMatchObject({ code: "feed_url_port" });
  });

  it("is off unless configured, and on when FEED_ALLOW_LOOPBACK is true outside production", () => {
    expect(feedUrlPolicy(readConfig(env))).toEqual({ allowLoopback: false });
    expect(feedUrlPolicy(readConfig({ ...env, FEED_ALLOW_LOOPBACK: "true" }))).toEqual({ allowLoopback: true });
  });

  it("cannot be turned on in production: the configuration is refused", () => {
    const production = { ...env, APP_ENV: "production", FEED_ALLOW_LOOPBACK: "true" };
    expect(() => readConfig(production)).toThrow("FEED_ALLOW_LOOPBACK must not be true when APP_ENV is production");
  });

  it("is ignored in production even if a configuration says otherwise", () => {
    expect(feedUrlPolicy({ appEnv: "production", feedAllowLoopback: true })).toEqual({ allowLoopback: false });
    expect(feedUrlPolicy({ appEnv: "development", feedAllowLoopback: true })).toEqual({ allowLoopback: true });
  });
});

describe("fetching a feed", () => {
  it("fetches a webcal:// link over https and returns the body, validators and final URL", async () => {
    const { key } = feedLink();
    const calls = fakeNetwork(() => calendarReply({ ETag: '"v1"', "Last-Modified": "Tue, 24 Nov 2026 10:00:00 GMT" }));
    const result = await fetchFeed(`webcal://calendar.example.com/ical/${key}.ics`, PUBLIC_ONLY);
    expect(result).toEqual({
      ok: true,
      notModified: false,
      body: CALENDAR,
      etag: '"v1"',
      lastModified: "Tue, 24 Nov 2026 10:00:00 GMT",
      finalUrl: `https://calendar.example.com/ical/${key}.ics`,
    });
    expect(calls.map((call) => call.url)).toEqual([`https://calendar.example.com/ical/${key}.ics`]);
    expect(calls[0]?.redirect).toBe("manual");
    expect(calls[0]?.headers.has("If-None-Match")).toBe(false);
    expect(calls[0]?.headers.has("If-Modified-Since")).toBe(false);
  });

  it("sends the previous ETag and Last-Modified, and reports 304 as not modified", async () => {
    const { link } = feedLink();
    const calls = fakeNetwork(() => new Response(null, { status: 304, headers: { ETag: '"v1"' } }));
    const previous = { etag: '"v1"', lastModified: "Tue, 24 Nov 2026 10:00:00 GMT" };
    const result = await fetchFeed(link, { ...PUBLIC_ONLY, previous });
    expect(result).toEqual({ ok: true, notModified: true, etag: '"v1"', lastModified: null, finalUrl: link });
    expect(calls[0]?.headers.get("If-None-Match")).toBe('"v1"');
    expect(calls[0]?.headers.get("If-Modified-Since")).toBe("Tue, 24 Nov 2026 10:00:00 GMT");
  });

  it.each([404, 410, 500, 503])("reports a feed that answers %i", async (status) => {
    fakeNetwork(() => new Response("gone", { status }));
    const result = await fetchFeed(feedLink().link, PUBLIC_ONLY);
    expect(result).toEqual({
      ok: false,
      kind: "unprocessable",
      code: "feed_http_status",
      httpStatus: status,
      message: `The feed answered ${status}`,
    });
  });

  it("keeps the Retry-After of a 429 or 503, which pauses the feed's host", async () => {
    fakeNetwork(() => new Response("", { status: 429, headers: { "Retry-After": "120" } }));
    expect(await fetchFeed(feedLink().link, PUBLIC_ONLY)).toEqual({
      ok: false,
      kind: "unprocessable",
      code: "feed_http_status",
      httpStatus: 429,
      retryAfter: "120",
      message: "The feed answered 429",
    });
  });

  it("reports a feed that cannot be reached", async () => {
    const { link } = feedLink();
    fakeNetwork(() => Promise.reject(new TypeError(`fetch failed: ${link}`)));
    expect(await fetchFeed(link, PUBLIC_ONLY)).toMatchObject({
      ok: false,
      code: "feed_unreachable",
      message: "The feed could not be reached",
    });
  });
});

describe("redirects", () => {
  it("refuses a redirect to 127.0.0.1 without requesting it", async () => {
    const calls = fakeNetwork(() => redirectTo("http://127.0.0.1/admin"));
    const result = await fetchFeed(feedLink().link, PUBLIC_ONLY);
    expect(result).toEqual({
      ok: false,
      kind: "invalid",
      code: "feed_url_private_address",
      message: FEED_URL_TEXT.privateAddress,
    });
    expect(calls).toHaveLength(1);
  });

  it("refuses a redirect to another scheme or a port of its own", async () => {
    fakeNetwork(() => redirectTo("ftp://calendar.example.com/feed.ics", 301));
    expect(await fetchFeed(feedLink().link, PUBLIC_ONLY)).toMatchObject({ code: "feed_url_scheme" });
    vi.restoreAllMocks();
    fakeNetwork(() => redirectTo("https://calendar.example.com:6379/", 307));
    expect(await fetchFeed(feedLink().link, PUBLIC_ONLY)).toMatchObject({ code: "feed_url_port" });
  });

  it("follows three redirects, relative ones included, and returns the last URL", async () => {
    const { link } = feedLink();
    const calls = fakeNetwork((url, _init, callNumber) => {
      if (callNumber === 1) return redirectTo("https://cdn.example.net/one", 301);
      if (callNumber === 2) return redirectTo("/two", 302);
      if (callNumber === 3) return redirectTo(`https://feeds.example.org/three?from=${url.pathname}`, 308);
      return calendarReply();
    });
    const result = await fetchFeed(link, PUBLIC_ONLY);
    expect(result).toMatchObject({ ok: true, body: CALENDAR, finalUrl: "https://feeds.example.org/three?from=/two" });
    expect(calls.map((call) => call.url)).toEqual([
      link,
      "https://cdn.example.net/one",
      "https://cdn.example.net/two",
      "https://feeds.example.org/three?from=/two",
    ]);
    expect(calls.every((call) => call.redirect === "manual")).toBe(true);
  });

  it("stops at a fourth redirect", async () => {
    const calls = fakeNetwork((_url, _init, callNumber) => redirectTo(`https://cdn.example.net/hop-${callNumber}`));
    const result = await fetchFeed(feedLink().link, PUBLIC_ONLY);
    expect(result).toEqual({
      ok: false,
      kind: "unprocessable",
      code: "feed_too_many_redirects",
      message: "Too many redirects",
    });
    expect(calls).toHaveLength(FEED_FETCH_LIMITS.maxRedirects + 1);
  });
});

describe("the size limit", () => {
  it("stops reading a streamed body past 1 MB that declares no length", async () => {
    const { stream, sent } = endlessBody();
    fakeNetwork(() => new Response(stream, { status: 200 }));
    const result = await fetchFeed(feedLink().link, PUBLIC_ONLY);
    expect(result).toEqual({
      ok: false,
      kind: "unprocessable",
      code: "feed_too_large",
      message: "The feed is larger than 1 MB",
    });
    expect(sent.cancelled).toBe(true);
    // 1 MB is 16 chunks of 64 KB: the 17th crosses it, and reading stops there (a few more may be buffered).
    expect(sent.chunks).toBeLessThan(24);
  });

  it("refuses a declared Content-Length over 1 MB before reading the body", async () => {
    const { stream, sent } = endlessBody();
    fakeNetwork(
      () =>
        new Response(stream, { status: 200, headers: { "Content-Length": String(FEED_FETCH_LIMITS.maxBytes + 1) } }),
    );
    expect(await fetchFeed(feedLink().link, PUBLIC_ONLY)).toMatchObject({ code: "feed_too_large" });
    expect(sent.cancelled).toBe(true);
    // At most the one chunk a stream pulls to fill its queue when made; reading would pull 17.
    expect(sent.chunks).toBeLessThanOrEqual(1);
  });

  it("accepts a body of exactly 1 MB", async () => {
    const body = "A".repeat(FEED_FETCH_LIMITS.maxBytes);
    fakeNetwork(() => new Response(body, { status: 200 }));
    const result = await fetchFeed(feedLink().link, PUBLIC_ONLY);
    expect(result.ok && !result.notModified && result.body.length).toBe(FEED_FETCH_LIMITS.maxBytes);
  });

  it("counts bytes, not characters: 1 MB of multi-byte text is too large", async () => {
    // 600,000 × "é" is 600,000 characters, under the limit, but 1,200,000 bytes, over it.
    fakeNetwork(() => new Response("é".repeat(600_000), { status: 200 }));
    expect(await fetchFeed(feedLink().link, PUBLIC_ONLY)).toMatchObject({ code: "feed_too_large" });
  });
});

describe("the time limit", () => {
  const quick: FeedFetchOptions = { ...PUBLIC_ONLY, timeoutMs: 50 };
  const timedOut = {
    ok: false,
    kind: "unprocessable",
    code: "feed_timeout",
    message: "The feed took longer than 10 seconds",
  };

  it("gives up on a server that never answers", async () => {
    fakeNetwork(neverAnswers);
    expect(await fetchFeed(feedLink().link, quick)).toEqual(timedOut);
  });

  it("gives up on a body that stops arriving", async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("BEGIN:VCALENDAR\r\n"));
      },
    });
    fakeNetwork(() => new Response(stalled, { status: 200 }));
    expect(await fetchFeed(feedLink().link, quick)).toEqual(timedOut);
  });

  it("counts redirects against the same budget", async () => {
    fakeNetwork((url, init) => (url.pathname === "/slow" ? neverAnswers(url, init, 2) : redirectTo("/slow")));
    expect(await fetchFeed(feedLink().link, quick)).toEqual(timedOut);
  });
});

describe("keeping the link secret", () => {
  it("shows only the host and the last 4 characters", () => {
    const { key, link } = feedLink();
    expect(urlHint(link)).toBe(`calendar.example.com …${link.slice(-4)}`);
    expect(urlHint(link)).not.toContain(key.slice(0, 8));
    expect(feedLabelFallback(link)).toBe("calendar.example.com");
  });

  it("never writes the link to the console, whatever happens", async () => {
    const consoleMethods = ["log", "info", "warn", "error", "debug", "trace"] as const;
    const spies = consoleMethods.map((method) => vi.spyOn(console, method));
    const { key, link } = feedLink();
    const answers: Answer[] = [
      () => calendarReply(),
      () => new Response("no", { status: 404 }),
      () => redirectTo(`http://127.0.0.1/${key}`),
      (_url, _init, callNumber) => redirectTo(`${link}?hop=${callNumber}`),
      () => Promise.reject(new TypeError(`fetch failed: ${link}`)),
      neverAnswers,
      () => new Response(endlessBody().stream, { status: 200 }),
    ];
    for (const answer of answers) {
      fakeNetwork(answer);
      await fetchFeed(link, { ...PUBLIC_ONLY, timeoutMs: 50 });
    }
    await fetchFeed(`ftp://calendar.example.com/${key}`, PUBLIC_ONLY);
    const written = spies.flatMap((spy) => spy.mock.calls.flat().map((argument) => String(argument)));
    expect(written.filter((text) => text.includes(key))).toEqual([]);
  });
});
