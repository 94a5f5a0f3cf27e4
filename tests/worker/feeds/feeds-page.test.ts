import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { FEED_FETCH_TEXT, FEED_PAGE_TEXT, FEED_URL_TEXT } from "~/core/feeds/messages";
import { FEED_HOST, fakeFeedServer } from "../fake-feeds";
import {
  cookiesFrom,
  createArena,
  expectText,
  flashMessageIn,
  postForm,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";

const DAY_MS = 86_400_000;
const unique = () => crypto.randomUUID().slice(0, 8);
const ADDRESS = "1 Main St, Springfield IL 62701";

/** Text as React writes it into the page. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

async function page(person: SignedIn) {
  const response = await request("/games/import", { redirect: "manual", headers: { cookie: person.cookie } });
  return { status: response.status, html: await response.text() };
}

/** A form post as the browser sends it without JavaScript; the flash toast is read on the next page. */
async function post(person: SignedIn, fields: Record<string, string>) {
  const response = await postForm("/games/import", fields, { cookie: person.cookie, ip: person.ip });
  const next = response.status === 302 ? cookiesFrom(response, person.cookie) : person.cookie;
  return {
    status: response.status,
    location: response.headers.get("location"),
    html: await response.text(),
    cookie: next,
  };
}

let network: ReturnType<typeof fakeFeedServer>;
afterEach(() => network?.restore());
beforeAll(() => signIn(), 120_000);

describe("/games/import feeds, without JavaScript", () => {
  it("subscribes, lists the feed with its name, hint, result and buttons, refreshes and removes it", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await createArena({ name: `Page Feed Gym ${unique()}`, state: "IL" });
    const name = `RefTown ${unique()}`;
    let failing = false;
    const text = calendar(
      arbiterEvent({ uid: `P-${unique()}`, start: Date.now() + 5 * DAY_MS, site: arena.name, address: ADDRESS }),
      { name },
    );
    const { link } = network.serve(() => (failing ? { status: 500 } : { body: text }));

    const empty = await page(person);
    expectText(empty.html, FEED_PAGE_TEXT.subscribeTitle);
    expectText(empty.html, FEED_PAGE_TEXT.linkLabel);
    expectText(empty.html, html(FEED_PAGE_TEXT.subscribeHint));
    expectText(empty.html, `>${FEED_PAGE_TEXT.subscribeButton}<`);
    expectText(empty.html, html(FEED_PAGE_TEXT.feedsTitle), false);

    const subscribed = await post(person, { intent: "subscribe", url: link });
    expect(subscribed.status).toBe(302);
    expect(subscribed.location).toBe("/games/import");
    const listed = await page({ ...person, cookie: subscribed.cookie });
    expect(flashMessageIn(listed.html)).toBe(FEED_PAGE_TEXT.subscribed(name));
    expectText(listed.html, html(FEED_PAGE_TEXT.feedsTitle));
    expectText(listed.html, name);
    expectText(listed.html, `${FEED_HOST} …${link.slice(-4)}`);
    expectText(listed.html, link, false);
    expectText(listed.html, FEED_PAGE_TEXT.lastFetched);
    expectText(listed.html, FEED_PAGE_TEXT.nextFetch);
    expectText(listed.html, `>${FEED_PAGE_TEXT.result}<`);
    expectText(listed.html, ">1 game<");
    expectText(listed.html, FEED_PAGE_TEXT.refresh);
    expectText(listed.html, FEED_PAGE_TEXT.remove);
    const feedId = /name="feedId" value="([^"]+)"/.exec(listed.html)?.[1] ?? "";

    failing = true;
    const refreshed = await post(person, { intent: "refresh", feedId });
    expect(refreshed.status).toBe(302);
    const failed = await page({ ...person, cookie: refreshed.cookie });
    expect(flashMessageIn(failed.html)).toBe(FEED_PAGE_TEXT.refreshFailed(name, FEED_FETCH_TEXT.httpStatus(500)));
    expectText(failed.html, FEED_PAGE_TEXT.lastError);
    expectText(failed.html, FEED_FETCH_TEXT.httpStatus(500));

    const removed = await post(person, { intent: "remove", feedId });
    expect(removed.status).toBe(302);
    const after = await page({ ...person, cookie: removed.cookie });
    expect(flashMessageIn(after.html)).toBe(FEED_PAGE_TEXT.removed(name, 1));
    expectText(after.html, FEED_PAGE_TEXT.refresh, false);
    expectText(after.html, `${FEED_HOST} …`, false);
  });

  it("words a feed's result plainly", () => {
    const result = { games: 12, changed: 2, cancelled: 0, removed: 0, needsGym: 1 };
    expect(FEED_PAGE_TEXT.resultText(result)).toBe("12 games, 2 changed, 1 needs a gym");
    expect(FEED_PAGE_TEXT.resultText({ games: 1, changed: 0, cancelled: 1, removed: 3, needsGym: 2 })).toBe(
      "1 game, 1 cancelled, 3 removed from feed, 2 need a gym",
    );
  });

  it("shows why a link is refused, next to the link, with a 400", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const refused = await post(person, { intent: "subscribe", url: "http://192.168.1.1/cal.ics" });
    expect(refused.status).toBe(400);
    expectText(refused.html, FEED_URL_TEXT.privateAddress);
  });

  it("answers a refresh of another person's feed 404, changing nothing", async () => {
    network = fakeFeedServer();
    const owner = await signIn();
    const other = await signIn();
    const { link } = network.serve(() => ({ body: calendar([], { name: `Owner ${unique()}` }) }));
    await post(owner, { intent: "subscribe", url: link });
    const feedId = /name="feedId" value="([^"]+)"/.exec((await page(owner)).html)?.[1] ?? "";
    expect((await post(other, { intent: "refresh", feedId })).status).toBe(404);
    expect((await post(other, { intent: "remove", feedId })).status).toBe(404);
    expectText((await page(owner)).html, FEED_PAGE_TEXT.remove);
  });
});
