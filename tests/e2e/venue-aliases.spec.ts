import { SHARED_ALIAS_TEXT } from "../../core/imports/shared-alias-text.ts";
import { signIn, toast } from "./auth-helpers.ts";
import { axeViolations } from "./axe.ts";
import { ageAccount, approveArena, expect, test } from "./fixtures.ts";
import { waitForStylesheets } from "./stylesheets.ts";

// An admin finds a venue name that three established officials matched to one gym and undoes its
// shared use. @alone: the officials' accounts are aged in the server's database from outside, as
// only accounts over 30 days old with games of their own count toward sharing (decision 167).

test("an admin undoes a shared venue alias from the dashboard", { tag: "@alone" }, async ({
  page,
  admin,
  createAccount,
  createPendingArena,
}) => {
  const arena = await createPendingArena({ name: `Shared Alias Gym ${crypto.randomUUID().slice(0, 8)}` });
  await approveArena(admin, arena.id);
  const venue = `Alias Venue ${crypto.randomUUID()}, 1 Court St, Columbus OH 43210`;
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  for (let person = 0; person < 3; person += 1) {
    const official = await createAccount();
    const planned = await official.api.post("/api/games", { data: { arenaId: arena.id, date, time: "19:00" } });
    expect(planned.status()).toBe(201);
    ageAccount(official.email, 31);
    const saved = await official.api.put("/api/venue-aliases", { data: { venue, arenaId: arena.id } });
    expect(saved.status()).toBe(200);
  }

  await signIn(page, admin, "/admin");
  await page.getByRole("link", { name: SHARED_ALIAS_TEXT.dashboardLink }).click();
  await expect(page.getByRole("heading", { name: SHARED_ALIAS_TEXT.pageTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(SHARED_ALIAS_TEXT.intro)).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: venue }) });
  await expect(card.getByRole("link", { name: arena.name })).toHaveAttribute("href", arena.path);
  await expect(card.getByText("3", { exact: true })).toBeVisible();

  await waitForStylesheets(page);
  // Colours are read right after the theme switch: no transition may be halfway.
  await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    const violations = await axeViolations(page);
    expect(violations.map((violation) => violation.id)).toEqual([]);
  }

  await card.getByRole("button", { name: `${SHARED_ALIAS_TEXT.undoButton}: ${venue}` }).click();
  await expect(toast(page, SHARED_ALIAS_TEXT.undone)).toBeVisible();
  await expect(page.getByRole("heading", { name: venue })).toHaveCount(0);
});
