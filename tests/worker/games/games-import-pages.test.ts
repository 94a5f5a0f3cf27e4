import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "~/core/imports/limits";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { games } from "~/worker/db/schema.server";
import {
  cookiesFrom,
  createArena,
  createGame,
  db,
  expectText,
  fakeNetwork,
  flashMessageIn,
  loadApp,
  postForm,
  REPLIES,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";

const DAY_MS = 86_400_000;
const unique = () => crypto.randomUUID().slice(0, 8);
const ADDRESS = "200 Sample School Rd, Sample City IL  62701";

/** Text as React writes it into the page. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

async function page(path: string, person: SignedIn) {
  const response = await request(path, { redirect: "manual", headers: { cookie: person.cookie } });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
}

/**
 * The upload form as a browser without JavaScript sends it: multipart, the file as a part (with no
 * file chosen, a part without a file name).
 */
async function uploadForm(person: SignedIn, text: string | Uint8Array<ArrayBuffer> | null, fileName = "games.ics") {
  const body = new FormData();
  body.set("intent", "upload");
  body.set("file", new File(text === null ? [] : [text], text === null ? "" : fileName, { type: "text/calendar" }));
  const response = await request("/games/import", {
    method: "POST",
    body,
    redirect: "manual",
    headers: { cookie: person.cookie, "cf-connecting-ip": person.ip },
  });
  return { status: response.status, html: await response.text() };
}

let network: ReturnType<typeof fakeNetwork> | undefined;
afterEach(() => network?.restore());

// The first page loads the whole app into workerd: once, outside any test's time.
beforeAll(loadApp, 120_000);

describe("/games/import", () => {
  it("imports an uploaded file without JavaScript, shows the counts, and asks which gym for an unknown venue", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const known = await createArena({ name: `Known Gym ${unique()}`, state: "IL" });
    const word = `Wq${unique()}`;
    const alike = await createArena({ name: `${word} Arena`, state: "IL" });
    const site = `${word} High School`;
    const text = calendar(
      [
        ...arbiterEvent({ uid: `K-${unique()}`, start: Date.now() + DAY_MS, site: known.name, address: ADDRESS }),
        ...arbiterEvent({ uid: `U-${unique()}`, start: Date.now() + 2 * DAY_MS, site, address: ADDRESS }),
      ],
      { name: `Page ${unique()}` },
    );

    const myGames = await page("/games", person);
    expectText(myGames.html, `href="/games/import"`);
    expectText(myGames.html, IMPORT_TEXT.importLink);

    const uploaded = await uploadForm(person, text);
    expect(uploaded.status).toBe(200);
    expectText(uploaded.html, IMPORT_TEXT.resultTitle);
    expectText(uploaded.html, "1 new game.");
    expectText(uploaded.html, "1 game waits for you to choose its gym.");
    expectText(uploaded.html, IMPORT_TEXT.whichGymTitle);
    expectText(uploaded.html, html(`${site}, 200 Sample School Rd, Sample City IL 62701`));
    expectText(uploaded.html, `value="arena:${alike.id}"`);
    expectText(uploaded.html, IMPORT_TEXT.chooseArena);
    // The street was not found: "Add this gym" opens its short screen, filled in from the event.
    const addLink = uploaded.html.match(/href="(\/games\/import\/add\/[0-9a-f]{16})"/)?.[1] ?? "";
    const screen = await page(addLink, person);
    expectText(screen.html, `value="${html(site)}"`);
    expectText(screen.html, 'value="200 Sample School Rd"');
    expectText(screen.html, 'value="Sample City"');
    expectText(screen.html, 'value="62701"');

    const answered = await postForm(
      "/games/import",
      { intent: "answer", venue: `${site}, 200 Sample School Rd, Sample City IL 62701`, arenaId: alike.id },
      { cookie: person.cookie, ip: person.ip },
    );
    expect(answered.status).toBe(302);
    expect(answered.headers.get("location")).toBe("/games/import#remembered");
    const after = await page("/games/import", { ...person, cookie: cookiesFrom(answered, person.cookie) });
    expect(flashMessageIn(after.html)).toBe(IMPORT_TEXT.aliasSaved(1));
    expectText(after.html, IMPORT_TEXT.whichGymTitle, false);
    const rows = await db.select({ arenaId: games.arenaId }).from(games).where(eq(games.userId, person.id));
    expect(rows.map((row) => row.arenaId).sort()).toEqual([known.id, alike.id].sort());
  });

  it("says what is wrong with a missing file, a file that is not iCalendar, and one over 1 MB, keeping the games", async () => {
    const person = await signIn();
    const missing = await uploadForm(person, null);
    expect(missing.status).toBe(400);
    expectText(missing.html, IMPORT_TEXT.noFile);
    const empty = await uploadForm(person, "");
    expect(empty.status).toBe(400);
    expectText(empty.html, html(IMPORT_TEXT.emptyFile));
    expectText(empty.html, html(IMPORT_TEXT.noFile), false);
    const latin1 = await uploadForm(
      person,
      Uint8Array.from([...new TextEncoder().encode("BEGIN:VCALENDAR\r\nX:Caf"), 0xe9]),
    );
    expect(latin1.status).toBe(400);
    expectText(latin1.html, html(IMPORT_TEXT.encoding));
    const notCalendar = await uploadForm(person, "Date,Time\n2027-01-01,19:00");
    expect(notCalendar.status).toBe(400);
    expectText(notCalendar.html, html(IMPORT_TEXT.notCalendar));
    const huge = await uploadForm(person, calendar([`X-PAD:${"x".repeat(IMPORT_LIMITS.maxBytes)}`]));
    expect(huge.status).toBe(413);
    expectText(huge.html, IMPORT_TEXT.tooLarge);
  });

  it("sends a visitor to sign in", async () => {
    const response = await request("/games/import", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/login");
  });
});

describe("imported games on My Games", () => {
  it("shows teams, level and crew, and Changed with old → new until the person says Got it", async () => {
    const person = await signIn();
    const arena = await createArena({ name: `Card Gym ${unique()}` });
    const tipoffAt = Date.now() + 4 * DAY_MS;
    const game = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(tipoffAt),
      source: "file",
      status: "changed",
      changes: { tipoffAt: { from: tipoffAt - 3_600_000, to: tipoffAt } },
      teams: { away: "North", home: "South" },
      level: "Varsity",
      crew: [{ name: "Pat Lee", position: "Referee" }],
    });
    const before = await page("/games", person);
    expectText(before.html, "North at South");
    expectText(before.html, "Varsity");
    expectText(before.html, "Pat Lee (Referee)");
    expectText(before.html, IMPORT_TEXT.changedBadge);
    expectText(before.html, "Time: ");
    expectText(before.html, " → ");

    expect((await page(`/games/${game.id}/edit`, person)).status).toBe(200);
    expectText((await page("/games", person)).html, IMPORT_TEXT.changedBadge);
    const seen = await postForm("/games", { intent: "got-it", id: game.id }, { cookie: person.cookie, ip: person.ip });
    expect(seen.headers.get("location")).toBe(`/games#game-${game.id}`);
    const after = await page("/games", person);
    expectText(after.html, IMPORT_TEXT.changedBadge, false);
    expectText(after.html, "North at South");
  });

  it("strikes a cancelled game through, and lets the person keep a game removed from its calendar", async () => {
    const person = await signIn();
    const arena = await createArena({ name: `Status Gym ${unique()}` });
    await createGame({ userId: person.id, arenaId: arena.id, source: "file", status: "cancelled" });
    const removed = await createGame({
      userId: person.id,
      arenaId: arena.id,
      source: "feed",
      status: "removed",
    });
    const list = await page("/games", person);
    expectText(list.html, IMPORT_TEXT.cancelledBadge);
    expectText(list.html, "line-through");
    expectText(list.html, html(IMPORT_TEXT.removedBadge));
    expectText(list.html, IMPORT_TEXT.removedHint);

    const kept = await postForm("/games", { intent: "keep", id: removed.id }, { cookie: person.cookie, ip: person.ip });
    expect(kept.status).toBe(302);
    const [row] = await db.select({ status: games.status }).from(games).where(eq(games.id, removed.id));
    expect(row?.status).toBe("scheduled");
    const other = await signIn();
    const refused = await postForm(
      "/games",
      { intent: "keep", id: removed.id },
      { cookie: other.cookie, ip: other.ip },
    );
    expect(refused.status).toBe(302);
    const after = await page("/games", { ...other, cookie: cookiesFrom(refused, other.cookie) });
    expect(flashMessageIn(after.html)).toBe(IMPORT_TEXT.gameNotRemoved);
  });
});
