import type { Page } from "@playwright/test";
import { fillArenaForm, uniqueName } from "./arena-form.ts";
import { login, signIn, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** A fresh pending arena of the official's, through the submit form; returns its page's path. */
async function submitArena(page: Page, name: string): Promise<string> {
  await page.goto("/submit");
  // 1.9 km north of the seeded Value City Arena: no "Is it one of these?" on the way.
  await fillArenaForm(page, { name, latitude: "40.0245", longitude: "-83.0251" });
  await page.getByRole("button", { name: "Submit Arena" }).click();
  await expect(page).toHaveURL(/\/arenas\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

test("the creator edits their arena and goes back to it", async ({ page, user }) => {
  await signIn(page, user);
  const name = uniqueName("Editable Gym");
  const arenaPath = await submitArena(page, name);

  await page.getByRole("link", { name: "Edit Arena" }).click();
  await expect(page.getByRole("heading", { name: "Edit Arena" })).toBeVisible();
  await expect(page.getByLabel("Arena name")).toHaveValue(name);
  await expect(page.getByText("Pending review")).toBeVisible();
  await page.getByLabel("Arena name").fill(`${name} Annex`);
  await page.getByLabel("Parking", { exact: true }).fill("Officials use the staff lot behind the gym.");
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(toast(page, "Arena updated successfully")).toBeVisible();
  await expect(page).toHaveURL(arenaPath);
  await expect(page.getByRole("heading", { name: `${name} Annex` })).toBeVisible();
  await expect(page.getByText("Officials use the staff lot behind the gym.")).toBeVisible();
});

test("another user sees the Unauthorized view, and Go Back leaves it", async ({ page, user }) => {
  // A published arena this user did not create (a seeded one, only read here).
  await page.goto("/arenas?search=Hinkle+Fieldhouse");
  await page.getByRole("link", { name: "Hinkle Fieldhouse" }).click();
  await page.waitForURL(/\/arenas\/[0-9a-f-]{36}$/);
  const arenaPath = new URL(page.url()).pathname;
  await page.goto("/login");
  await login(page, user.email, user.password);
  await expect(page).toHaveURL("/");
  await page.goto(`${arenaPath}/edit`);
  await expect(page.getByRole("heading", { name: "Unauthorized" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("You don't have permission to edit this arena.");
  await expect(toast(page, "You don't have permission to edit this arena.")).toBeVisible();
  await expect(page.getByLabel("Arena name")).toHaveCount(0);
  await page.getByRole("link", { name: "Go Back" }).click();
  await expect(page).not.toHaveURL(/\/edit$/);
});

test("a signed-out visitor is told to log in to edit", async ({ page }) => {
  await page.goto("/arenas/00000000-0000-4000-8000-00000000b001/edit");
  await expect(toast(page, "You must be logged in to edit an arena")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

test("two tabs, one arena: the later save is stopped and keeps its input", async ({ page, context, user }) => {
  await signIn(page, user);
  const name = uniqueName("Contested Gym");
  const arenaPath = await submitArena(page, name);
  const other = await context.newPage();
  await page.goto(`${arenaPath}/edit`);
  await other.goto(`${arenaPath}/edit`);

  await page.getByLabel("Arena name").fill(`${name} Renamed`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Arena updated successfully")).toBeVisible();

  await other.getByLabel("Safety Tips").fill("Well lit walk from the lot.");
  await other.getByRole("button", { name: "Save Changes" }).click();
  await expect(other.getByRole("alert")).toContainText("Someone else saved this arena while you were editing.");
  await expect(other.getByLabel("Safety Tips")).toHaveValue("Well lit walk from the lot.");
  await expect(other.getByText(`${name} Renamed`)).toBeVisible();

  // Having seen the other change, saving again keeps this tab's version.
  await other.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(other, "Arena updated successfully")).toBeVisible();
  await expect(other).toHaveURL(arenaPath);
});
