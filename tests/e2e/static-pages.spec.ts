import { expect, test } from "./fixtures.ts";

const TERMS_SECTIONS = [
  "1. Acceptance of Terms",
  "2. Description of Service",
  "3. User Conduct",
  "4. Intellectual Property",
  "5. Disclaimer of Warranties",
  "6. Limitation of Liability",
  "7. Indemnification",
  "8. Termination",
  "9. Governing Law",
  "10. Changes to These Terms",
  "11. Contact",
];

const PRIVACY_SECTIONS = [
  "1. Information We Collect",
  "2. How We Use Information",
  "3. How We Share Information",
  "4. Data Retention",
  "5. Your Rights",
  "6. Security",
  "7. Children's Privacy",
  "8. Changes to This Policy",
  "9. Contact Us",
];

test("the terms of service have eleven sections in order with the fixed figures", async ({ page }) => {
  await page.goto("/terms");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(TERMS_SECTIONS);
  await expect(main.getByRole("heading", { level: 3 })).toHaveText(["User Content License", "Copyright Policy"]);
  await expect(main).toContainText("USD 1.00");
  await expect(main).toContainText("State of California");
  await expect(main).toContainText("30 days");

  const contact = main.getByRole("region", { name: "11. Contact" });
  await expect(contact.getByRole("link", { name: "support@tipoff.app" })).toHaveAttribute(
    "href",
    "mailto:support@tipoff.app",
  );
});

test("the terms' table of contents jumps to a section", async ({ page }) => {
  await page.goto("/terms");
  await page
    .getByRole("navigation", { name: "Table of contents" })
    .getByRole("link", { name: "Governing Law" })
    .click();
  await expect(page).toHaveURL(/\/terms#governing-law$/);
  await expect(page.getByRole("heading", { level: 2, name: "9. Governing Law" })).toBeInViewport();
});

test("the privacy policy is effective April 11, 2025 and has nine sections in order", async ({ page }) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(main.getByText("Effective April 11, 2025")).toBeVisible();
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(PRIVACY_SECTIONS);
  await expect(main.getByRole("region", { name: "7. Children's Privacy" })).toContainText("under 13");
  await expect(
    main.getByRole("region", { name: "9. Contact Us" }).getByRole("link", { name: "support@tipoff.app" }),
  ).toHaveAttribute("href", "mailto:support@tipoff.app");
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
