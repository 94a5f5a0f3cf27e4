import { expect, test } from "./fixtures.ts";

test("on a phone the navigation collapses into a menu", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByLabel("Menu").click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link")).toHaveText(["Home", "Arena List", "Login", "Register"]);
  await menu.getByRole("link", { name: "Arena List" }).click();
  await expect(page).toHaveURL("/map");
});
