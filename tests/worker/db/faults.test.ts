import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { FAVORITE_TEXT } from "~/core/favorites/messages";
import { FEEDBACK_TEXT } from "~/core/feedback/messages";
import { arenas, auditLog, favorites, feedback } from "~/worker/db/schema.server";
import {
  api,
  arenaForm,
  carriesInPageData,
  cookiesFrom,
  createArena,
  D1_SESSION,
  db,
  failStatements,
  fakeGeocoder,
  postForm,
  request,
  type SignedIn,
  signIn,
  uniqueIp,
} from "../fixtures";

// What a person sees when something under the app fails: the geocoding service, KV, or D1 in the
// middle of a batch. Each case must give a clear message, keep what they typed, and leave no
// half-written rows behind.

const arenasNamed = (name: string) => db.select({ id: arenas.id }).from(arenas).where(eq(arenas.name, name));
const auditRowsNamed = async (name: string) =>
  (await db.select({ after: auditLog.after }).from(auditLog)).filter((row) => JSON.stringify(row.after).includes(name));

/**
 * The arena form without coordinates, so the server has to ask the geocoder. A street of its own:
 * the geocode cache outlives a test and keeps answers (and outages) per address.
 */
const formNeedingGeocode = () =>
  arenaForm({ address: `${crypto.randomUUID().slice(0, 8)} Borror Drive`, latitude: "", longitude: "" });

async function submitPage(user: SignedIn, form: Record<string, string>) {
  // Confirmed as new: other files' published arenas may stand at the form's default spot.
  const fields = { ...form, submissionKey: crypto.randomUUID(), confirmNotDuplicate: "yes" };
  const response = await postForm("/submit", fields, user);
  return { status: response.status, html: await response.text() };
}

/** The form still holds what the person typed (the server rendered their values back). */
function expectFormKept(html: string, form: Record<string, string>) {
  for (const field of ["name", "school", "address", "city"] as const) {
    expect(html).toContain(`value="${form[field]}"`);
  }
}

describe("the geocoding service fails", () => {
  const outages = {
    down: () => vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost")),
    "answering 503": () => fakeGeocoder({ status: 503, body: "Service Unavailable", contentType: "text/plain" }),
    "answering garbage": () => fakeGeocoder({ body: "<html>not json</html>", contentType: "text/html" }),
    "answering the wrong shape": () => fakeGeocoder({ body: JSON.stringify([{ lat: "north", lon: null }]) }),
  };

  it.each(Object.entries(outages))(
    "%s: the submit page says so, keeps the form and stores nothing",
    async (_, fail) => {
      fail();
      const user = await signIn();
      const form = formNeedingGeocode();
      const { status, html } = await submitPage(user, form);
      expect(status).toBe(422);
      expect(html).toContain(ARENA_TEXT.geocodeFailed.replace("'", "&#x27;"));
      expectFormKept(html, form);
      expect(await arenasNamed(form.name)).toEqual([]);
      expect(await auditRowsNamed(form.name)).toEqual([]);
    },
  );

  it("slow: past the timeout the API gives up with the same clear 422, storing nothing", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const user = await signIn();
    const form = formNeedingGeocode();
    const started = Date.now();
    const response = await api("/api/arenas", { method: "POST", body: form, cookie: user.cookie, ip: user.ip });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { message: ARENA_TEXT.geocodeFailed } });
    // The adapter's timeout, not the test's, ended the wait.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await arenasNamed(form.name)).toEqual([]);
  }, 20_000);
});

describe("KV fails", () => {
  const failingKv = (kv: KVNamespace) => {
    const outage = () => Promise.reject(new Error("KV is unavailable"));
    vi.spyOn(kv, "get").mockImplementation(outage);
    vi.spyOn(kv, "put").mockImplementation(outage);
    vi.spyOn(kv, "list").mockImplementation(outage);
    vi.spyOn(kv, "delete").mockImplementation(outage);
  };

  it("rate-limit store down: a submission still goes through, once", async () => {
    const user = await signIn();
    failingKv(env.RATE_LIMITS);
    const form = arenaForm();
    const { status } = await submitPage(user, form);
    expect(status).toBe(302);
    expect(await arenasNamed(form.name)).toHaveLength(1);
    expect(await auditRowsNamed(form.name)).toHaveLength(1);
  });

  it("session cache down: a signed-in person is still recognised from D1", async () => {
    const user = await signIn();
    failingKv(env.SESSIONS);
    const response = await request("/api/me", { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email: user.email } });
  });

  it("geocode cache down: the address is still converted", async () => {
    const user = await signIn();
    fakeGeocoder({ body: JSON.stringify([{ lat: "40.0075", lon: "-83.0251" }]) });
    failingKv(env.GEOCODE_CACHE);
    const form = formNeedingGeocode();
    const { status } = await submitPage(user, form);
    expect(status).toBe(302);
    expect(await arenasNamed(form.name)).toHaveLength(1);
  });
});

/** D1 refuses every insert into the table, as an outage would; other statements run. */
const failInsertsInto = (table: string) => failStatements((sql) => sql.startsWith(`insert into "${table}"`));

/** The text of the form-level message (FormError) in a rendered page, if there is one. */
function formAlert(html: string): string | undefined {
  return /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
}

describe("D1 fails on one statement of a batch", () => {
  /**
   * Runs the app's batches for real, with the last statement of one swapped for one that fails:
   * the batch after `skipped` others (a page's first batch is the session's: the user and their
   * favorites).
   */
  function failLastStatementOfBatch({ skipped }: { skipped: number }) {
    const { batch } = D1_SESSION;
    let seen = 0;
    return vi.spyOn(D1_SESSION, "batch").mockImplementation(function (this: D1DatabaseSession, statements) {
      seen += 1;
      if (seen !== skipped + 1) return batch.call(this, statements);
      return batch.call(this, [...statements.slice(0, -1), this.prepare("INSERT INTO no_such_table VALUES (1)")]);
    });
  }

  it("a submission's audit row fails: no arena without its audit row, the form is kept", async () => {
    const user = await signIn();
    const form = arenaForm();
    const batch = failLastStatementOfBatch({ skipped: 1 });
    const { status, html } = await submitPage(user, form);
    expect(batch).toHaveBeenCalled();
    expect(status).toBe(500);
    // Above the form, the form-level text; the toast's text travels in the page's action data.
    expect(formAlert(html)).toBe(ARENA_TEXT.formFailed);
    expect(carriesInPageData(html, ARENA_TEXT.submitFailed)).toBe(true);
    expectFormKept(html, form);
    expect(await arenasNamed(form.name)).toEqual([]);
    expect(await auditRowsNamed(form.name)).toEqual([]);
  });

  it("an edit's audit row fails: the arena keeps its old text and version, the API says so", async () => {
    const user = await signIn();
    const arena = await createArena({ createdBy: user.id });
    const batch = failLastStatementOfBatch({ skipped: 0 });
    const response = await api(`/api/arenas/${arena.id}`, {
      method: "PATCH",
      body: { updatedAt: arena.updatedAt.toISOString(), food: "Diner on 5th" },
      cookie: user.cookie,
      ip: user.ip,
    });
    expect(batch).toHaveBeenCalled();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: "internal_error", message: "Something went wrong. Please try again." },
    });
    const [row] = await db.select().from(arenas).where(eq(arenas.id, arena.id));
    expect(row?.food).toBe(arena.food);
    expect(row?.updatedAt.getTime()).toBe(arena.updatedAt.getTime());
  });

  it("a favorite that cannot be written: the person is told, and no row appears", async () => {
    const user = await signIn();
    const arena = await createArena();
    failInsertsInto("favorites");
    const response = await postForm(
      "/favorites",
      { arenaId: arena.id, favorite: "true", redirectTo: `/arenas/${arena.id}` },
      user,
    );
    vi.restoreAllMocks();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/arenas/${arena.id}`);
    // The browser's jar after the redirect: the session, and the toast this answer set.
    const cookie = cookiesFrom(response, user.cookie);
    const page = await request(`/arenas/${arena.id}`, { headers: { cookie } });
    expect(await page.text()).toContain(FAVORITE_TEXT.updateFailed);
    expect(await db.select().from(favorites).where(eq(favorites.arenaId, arena.id))).toEqual([]);
  });

  it("feedback that cannot be stored: the person keeps their text and sees the failure", async () => {
    const content = `Broken pin ${crypto.randomUUID()}`;
    failInsertsInto("feedback");
    const response = await postForm("/feedback", { type: "bug", content }, { ip: uniqueIp() });
    vi.restoreAllMocks();
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(formAlert(html)).toBe(FEEDBACK_TEXT.formFailed);
    expect(carriesInPageData(html, FEEDBACK_TEXT.submitFailed)).toBe(true);
    expect(html).toContain(content);
    expect(html).toMatch(/<option value="bug" selected=""/);
    expect(await db.select().from(feedback).where(eq(feedback.content, content))).toEqual([]);
  });
});
