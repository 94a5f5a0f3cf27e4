import { toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { waitForStylesheets } from "./stylesheets.ts";

test("a visitor sees exactly Home, Arena List, Login and Register in the navigation", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  const links = header.getByRole("navigation", { name: "Main" }).getByRole("link");
  await expect(links).toHaveText(["Home", "Arena List"]);
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Register" })).toBeVisible();
  const visible = await header.getByRole("link").filter({ visible: true }).allInnerTexts();
  expect(visible.map((text) => text.trim()).filter((text) => text !== "T\nTipoff" && text !== "TTipoff")).toEqual([
    "Home",
    "Arena List",
    "Login",
    "Register",
  ]);
});

test("the main menu marks the page you are on, and moves the mark as you go", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Arena List" })).not.toHaveAttribute("aria-current");
  await menu.getByRole("link", { name: "Arena List" }).click();
  await expect(page).toHaveURL("/map");
  await expect(menu.getByRole("link", { name: "Arena List" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute("aria-current", "page");
  // The same screen at its other path.
  await page.goto("/arenas");
  await expect(menu.getByRole("link", { name: "Arena List" })).toHaveAttribute("aria-current", "page");
});

test("the dark theme survives a reload and is applied before the app's JavaScript runs", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);

  // Hold back every script module: only the inline boot script can set the theme now.
  await page.route(/\.js$/, () => {});
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await waitForStylesheets(page);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe("rgb(255, 255, 255)");
  await page.unroute(/\.js$/);

  await page.reload();
  await page.getByRole("button", { name: "Theme" }).click();
  await expect(page.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Light" }).click();
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("the theme menu works from the keyboard and gives focus back to its button", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Theme" });
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("button", { name: "Light" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("button", { name: "Dark" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("button", { name: "System" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "System" })).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Dark" })).toBeHidden();
  await expect(button).toBeFocused();
});

test("toasts take the page's theme, and follow it when it changes", async ({ page }) => {
  /** The toast's background as the sum of its red, green and blue (0 black to 765 white). */
  const brightness = async (text: string) => {
    const colour = await toast(page, text)
      .last()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    return (colour.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, channel) => sum + Number(channel), 0);
  };
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/map?search=Allen+Fieldhouse");
  await expect(page.locator("html")).toHaveClass(/dark/);
  const favorite = page.getByRole("button", { name: "Add Allen Fieldhouse to favorites" });
  await favorite.click();
  const message = "You must be logged in to manage favorites";
  await expect(toast(page, message)).toBeVisible();
  expect(await brightness(message)).toBeLessThan(200);

  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("button", { name: "Light" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await favorite.click();
  await expect(toast(page, message).last()).toBeVisible();
  await expect.poll(() => brightness(message)).toBeGreaterThan(600);
});
