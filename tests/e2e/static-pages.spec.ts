import { expect, test } from "./fixtures.ts";

// The terms' and the privacy policy's sections and figures are worker page tests
// (tests/worker/app/pages.test.ts); what needs a browser stays here.

test("the terms' table of contents jumps to a section", async ({ page }) => {
  await page.goto("/terms");
  await page
    .getByRole("navigation", { name: "Table of contents" })
    .getByRole("link", { name: "Governing Law" })
    .click();
  await expect(page).toHaveURL(/\/terms#governing-law$/);
  await expect(page.getByRole("heading", { level: 2, name: "9. Governing Law" })).toBeInViewport();
});

test("the support page offers donations in a new tab, announces tiers and links to feedback", async ({ page }) => {
  await page.goto("/support");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Support Tipoff" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Tiered Support - Coming Soon" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Spread the word" })).toBeVisible();

  const paypal = main.getByRole("link", { name: /Donate with PayPal/ });
  await expect(paypal).toHaveAttribute("href", /^https:\/\/www\.paypal\.com\/donate\//);
  const coffee = main.getByRole("link", { name: /Buy us a coffee/ });
  await expect(coffee).toHaveAttribute("href", /^https:\/\/buymeacoffee\.com\//);
  for (const link of [paypal, coffee]) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  }

  await main.getByRole("link", { name: "Send feedback" }).click();
  await expect(page).toHaveURL("/feedback");
});
