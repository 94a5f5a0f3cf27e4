// axe (WCAG 2.2 AA and best practices) over every page, light and dark, on a 360 px phone and a
// 1280 px desktop, as a visitor and as an admin with something on every admin list.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { fillArenaForm } from "./arena-form.ts";
import { signIn, uniqueIp } from "./auth-helpers.ts";
import { type Account, approveArena, expect, test } from "./fixtures.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const VIEWPORTS = [
  { label: "360", width: 360, height: 780 },
  { label: "1280", width: 1280, height: 900 },
] as const;
const SCHEMES = ["light", "dark"] as const;

/** axe on the page as it is now, light and dark; one line per violation found. */
async function auditCurrentPage(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  // Colours are read right after the switch: no transition may be halfway.
  await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  for (const scheme of SCHEMES) {
    // What the theme switch does: the class on <html> picks the palette.
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), scheme === "dark");
    // The palettes differ only in colour, so the dark pass checks contrast alone. Legacy mode runs axe
    // in the page itself instead of opening a blank page to merge frame results (a second or more per
    // run on the 2-core machine): the CSP (default-src 'self') and the app have no frames to merge.
    const axe = new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ["violations"] })
      .withTags(AXE_TAGS);
    const { violations } = await (scheme === "dark" ? axe.withRules(["color-contrast"]) : axe).analyze();
    for (const violation of violations) {
      const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 3);
      found.push(`${label} ${scheme}: ${violation.id} (${violation.nodes.length}) ${targets}`);
    }
  }
  return found;
}

type Viewport = (typeof VIEWPORTS)[number];

/** Visits each page at one viewport, in every scheme; answers one line per violation found. */
async function auditPages(
  browser: Browser,
  baseURL: string,
  paths: string[],
  { signInAs, viewport }: { signInAs: Account | null; viewport: Viewport },
): Promise<string[]> {
  const found: string[] = [];
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "cf-connecting-ip": uniqueIp() },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  if (signInAs) await signIn(page, signInAs);
  await page.setViewportSize(viewport);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("load");
    found.push(...(await auditCurrentPage(page, `${path} ${viewport.label}px`)));
  }
  await context.close();
  return found;
}

test.describe("accessibility (axe)", () => {
  test.describe.configure({ timeout: 300_000 });

  // One test per viewport: each page's axe runs take seconds on the 2-core machine.
  for (const viewport of VIEWPORTS) {
    test(`every public page, as a visitor, at ${viewport.label} px`, async ({
      browser,
      baseURL,
      admin,
      pendingArena,
    }) => {
      await approveArena(admin, pendingArena.id);
      const paths = [
        "/",
        "/arenas",
        "/map",
        pendingArena.path,
        "/login",
        "/register",
        "/feedback",
        "/contact",
        "/support",
        "/privacy",
        "/terms",
        "/offline",
        "/no-such-page",
      ];
      expect(await auditPages(browser, baseURL ?? "", paths, { signInAs: null, viewport })).toEqual([]);
    });

    test(`every page, as an admin, at ${viewport.label} px`, async ({
      browser,
      baseURL,
      admin,
      pendingArena,
      user,
      createPendingArena,
    }) => {
      expect(
        (await user.api.post("/api/feedback", { data: { type: "bug", content: "The map jumps on zoom." } })).status(),
      ).toBe(201);
      const contact = await user.api.post("/api/contact", {
        data: { name: user.name, email: user.email, subject: "Locker room", message: "Which door do officials use?" },
      });
      expect(contact.status()).toBe(201);
      const arenaToPlan = await createPendingArena();
      await approveArena(admin, arenaToPlan.id);
      const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const planned = await admin.api.post("/api/games", {
        data: { arenaId: arenaToPlan.id, date: nextWeek, time: "19:00" },
      });
      expect(planned.status()).toBe(201);
      const { game } = await planned.json();
      // Something on the review list and in My contributions, and a confirmation on the arena page.
      const suggested = await admin.api.post(`/api/arenas/${arenaToPlan.id}/suggestions`, {
        data: { fields: { officialsParking: "Staff lot by the north doors" }, note: "Checked on Friday" },
      });
      expect(suggested.status()).toBe(201);
      expect((await admin.api.post(`/api/arenas/${arenaToPlan.id}/confirmations`)).status()).toBe(201);
      const paths = [
        "/",
        "/arenas",
        "/map",
        pendingArena.path,
        `${pendingArena.path}/edit`,
        "/submit",
        "/favorites",
        "/profile",
        "/games/mileage",
        "/feedback",
        "/contact",
        "/admin",
        "/admin/feedback",
        "/admin/contact",
        "/admin/pending-arenas",
        `${arenaToPlan.path}/plan`,
        arenaToPlan.path,
        `${arenaToPlan.path}/suggest`,
        "/admin/suggestions",
        "/games",
        `/games/${game.id}/edit`,
      ];
      expect(await auditPages(browser, baseURL ?? "", paths, { signInAs: admin, viewport })).toEqual([]);
    });
  }

  test("the import page with a venue waiting, and imported games on My Games", async ({ page, user }) => {
    const suffix = crypto.randomUUID().slice(0, 8);
    const start = new Date(Date.now() + 5 * 86_400_000)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    const event = (uid: string, site: string, address: string) => [
      "BEGIN:VEVENT",
      `UID:${uid}-${suffix}`,
      `DTSTART:${start}`,
      "SUMMARY:North vs South (Varsity)",
      `LOCATION:${address}`,
      `DESCRIPTION:Site: ${site}\\nPat Lee  Position: Referee`,
      "END:VEVENT",
    ];
    const file = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//ArbiterSports Calendar//EN",
      `X-WR-CALNAME:Audit ${suffix}`,
      ...event("known", "Allen Fieldhouse", "1651 Naismith Dr, Lawrence KS 66045"),
      ...event("unknown", `Allen Middle School ${suffix}`, "1 Nowhere Rd, Lawrence KS 66045"),
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const imported = await user.api.post("/api/games/import", {
      headers: { "content-type": "text/calendar" },
      data: file,
    });
    expect(imported.status()).toBe(200);
    await signIn(page, user, "/games/import");
    await expect(page.getByRole("heading", { name: "Which gym is this?" })).toBeVisible();
    const found: string[] = [];
    for (const path of ["/games/import", "/games"]) {
      await page.goto(path);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        found.push(...(await auditCurrentPage(page, `${path} ${viewport.label}px`)));
      }
    }
    expect(found).toEqual([]);
  });

  test("a refused form: its message, the error toast and the duplicate question", async ({ page, user }) => {
    await signIn(page, user, "/submit");
    // Beside the seeded Value City Arena (40.0076, -83.0250): the page asks before saving.
    await fillArenaForm(page, {
      name: "Value City Arena",
      address: "1961 Tuttle Park Place",
      latitude: "40.0089",
      longitude: "-83.0250",
    });
    await page.getByRole("button", { name: "Submit Arena" }).click();
    await expect(page.getByTestId("duplicates-notice")).toBeVisible();
    await expect(page.locator("[data-sonner-toast][data-type=error]")).toBeVisible();
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      found.push(...(await auditCurrentPage(page, `/submit (duplicate question) ${viewport.label}px`)));
    }
    expect(found).toEqual([]);
  });
});
