import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { arenas } from "~/worker/db/schema.server";
import { arenaForm, db, fakeGeocoder, postForm, REPLIES, request, signIn } from "../fixtures";

const arenasNamed = (name: string) =>
  db.select({ id: arenas.id, createdBy: arenas.createdBy }).from(arenas).where(eq(arenas.name, name));

/** "No, submit a new arena": other files' published arenas may stand at the form's default spot. */
const NEW_ARENA = { confirmNotDuplicate: "yes" };

describe("/submit", () => {
  it("sends a visitor to /login with the fixed toast, coming back to /submit", async () => {
    const response = await request("/submit", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fsubmit");
    expect(response.headers.get("set-cookie")).toContain("tipoff_toast=");
  });

  it("shows the form with the review notice and a fresh submission key", async () => {
    const { cookie } = await signIn();
    const page = await (await request("/submit", { headers: { cookie } })).text();
    expect(page).toContain("Submit New Arena");
    expect(page).toContain(ARENA_TEXT.reviewNotice);
    for (const label of ["Arena name", "School", "Conference", "Address", "City", "State", "ZIP code"]) {
      expect(page).toContain(`>${label}</label>`);
    }
    expect(page).toMatch(/name="submissionKey" value="[0-9a-f-]{36}"/);
  });

  it("stores the arena and redirects to it with 'Arena submitted for review!'", async () => {
    const user = await signIn();
    const form = arenaForm();
    const response = await postForm("/submit", { ...form, submissionKey: crypto.randomUUID(), ...NEW_ARENA }, user);
    expect(response.status).toBe(302);
    const [row] = await arenasNamed(form.name);
    expect(row?.createdBy).toBe(user.id);
    expect(response.headers.get("location")).toBe(`/arenas/${row?.id}`);
    const toast = await request("/", { headers: { cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "" } });
    expect(await toast.text()).toContain(ARENA_TEXT.submitted);
  });

  it("a double-clicked form (two POSTs, one key) creates one arena", async () => {
    const user = await signIn();
    const fields = { ...arenaForm(), submissionKey: crypto.randomUUID(), ...NEW_ARENA };
    const [first, second] = await Promise.all([postForm("/submit", fields, user), postForm("/submit", fields, user)]);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(first.headers.get("location")).toBe(second.headers.get("location"));
    expect(await arenasNamed(fields.name)).toHaveLength(1);
  });

  it("keeps everything typed and says why when the address cannot be converted", async () => {
    const user = await signIn();
    fakeGeocoder(REPLIES.empty);
    const form = arenaForm({
      address: `${crypto.randomUUID().slice(0, 6)} Nowhere Lane`,
      latitude: "",
      longitude: "",
      parking: "Lot C <b>behind</b> the gym",
    });
    const response = await postForm("/submit", form, user);
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain(ARENA_TEXT.geocodeFailed);
    expect(page).toContain(`value="${form.name}"`);
    expect(page).toContain("Lot C &lt;b&gt;behind&lt;/b&gt; the gym");
    expect(await arenasNamed(form.name)).toEqual([]);
  });

  it("answers field messages with status 400 and keeps the input", async () => {
    const user = await signIn();
    const response = await postForm("/submit", arenaForm({ name: "A", zipCode: "1234", school: "Keep Me High" }), user);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Arena name must be at least 2 characters");
    expect(page).toContain("ZIP code must be at least 5 characters");
    expect(page).toContain('value="Keep Me High"');
  });

  it("the server's limit answers the form with 429, Retry-After and the fixed message", async () => {
    const user = await signIn();
    for (let i = 0; i < 5; i += 1) {
      expect((await postForm("/submit", { ...arenaForm(), ...NEW_ARENA }, user)).status).toBe(302);
    }
    const refused = await postForm("/submit", { ...arenaForm({ name: "Sixth In Five Minutes" }), ...NEW_ARENA }, user);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await refused.text();
    expect(page).toContain(ARENA_TEXT.tooManySubmissions);
    expect(page).toContain('value="Sixth In Five Minutes"');
  });

  it("the convert-first step answers coordinates or the failure message", async () => {
    const user = await signIn();
    // Unique streets: the cache outlives a test.
    const street = `${crypto.randomUUID().slice(0, 6)} Borror Drive`;
    const address = { intent: "geocode", address: street, city: "Columbus", state: "OH", zipCode: "43210" };
    fakeGeocoder(REPLIES.found);
    const found = await postForm("/submit.data", address, user);
    expect(found.status).toBe(200);
    expect(await found.text()).toContain("40.0075283");

    vi.restoreAllMocks();
    fakeGeocoder(REPLIES.empty);
    const missing = await postForm("/submit.data", { ...address, address: `${street} Annex` }, user);
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain(ARENA_TEXT.geocodeFailed);
  });
});
