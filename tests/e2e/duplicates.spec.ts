import type { Page } from "@playwright/test";
import { fillArenaForm, uniqueName } from "./arena-form.ts";
import { signIn, toast, uniqueIp } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { waitForStylesheets } from "./stylesheets.ts";

// The wrong-gym guardrail (docs/decisions/077), against the seeded Value City Arena
// (40.0076, -83.0250). The texts are literals: e2e specs do not import the worker's modules.
const HEADING = "Is it one of these?";
const CONFIRM = "No, submit a new arena";
const EXISTING = "Value City Arena, Columbus, OH";
const NEAR = { latitude: "40.0089", longitude: "-83.0250" }; // about 150 m north
const fillArena = (page: Page, name: string) =>
  fillArenaForm(page, {
    name,
    address: "1961 Tuttle Park Place",
    ...NEAR,
    parking: "Lot 9, by the tennis courts",
  });

test("an arena 150 m from a listed one asks 'Is it one of these?', then the admin sees the duplicate", async ({
  page,
  browser,
  user,
  admin,
}) => {
  await signIn(page, user, "/submit");
  const name = uniqueName("Practice Gym");
  await fillArena(page, name);
  await page.getByRole("button", { name: "Submit Arena" }).click();

  const notice = page.getByTestId("duplicates-notice");
  await expect(notice.getByRole("heading", { name: HEADING })).toBeVisible();
  await expect(notice).toBeInViewport();
  const link = notice.getByRole("link", { name: EXISTING });
  await expect(link).toHaveAttribute("href", /^\/arenas\/[0-9a-f-]{36}$/);
  const existingHref = await link.getAttribute("href");
  // Nothing typed is lost, and nothing was saved yet.
  await expect(page).toHaveURL("/submit");
  await expect(page.getByLabel("Arena name")).toHaveValue(name);
  await expect(page.getByLabel("Parking", { exact: true })).toHaveValue("Lot 9, by the tennis courts");

  await page.getByRole("button", { name: CONFIRM }).click();
  await expect(toast(page, "Arena submitted for review!")).toBeVisible();
  await expect(page).toHaveURL(/\/arenas\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const adminContext = await browser.newContext({ extraHTTPHeaders: { "cf-connecting-ip": uniqueIp() } });
  const adminPage = await adminContext.newPage();
  try {
    await signIn(adminPage, admin, "/admin/pending-arenas");
    const card = adminPage.getByRole("listitem").filter({ has: adminPage.getByRole("heading", { name, exact: true }) });
    await expect(card.getByText("Possible duplicate of:")).toBeVisible();
    await expect(card.getByRole("link", { name: "Value City Arena (Columbus, OH)" })).toHaveAttribute(
      "href",
      existingHref ?? "",
    );
  } finally {
    await adminContext.close();
  }
});

test.describe("without JavaScript, on a 360 px phone in the dark theme", () => {
  // The question is the document's 409 answer, which the browser reports as a failed resource.
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
    colorScheme: "dark",
    expectedConsoleErrors: /status of 409/,
  });

  test("the same question, answered with a plain form post", async ({ page, user }) => {
    await signIn(page, user, "/submit");
    const name = uniqueName("Auxiliary Gym");
    await fillArena(page, name);
    await page.getByRole("button", { name: "Submit Arena" }).click();

    const notice = page.getByTestId("duplicates-notice");
    await expect(notice.getByRole("heading", { name: HEADING })).toBeVisible();
    await expect(notice.getByRole("link", { name: EXISTING })).toBeVisible();
    const confirm = page.getByRole("button", { name: CONFIRM });
    await waitForStylesheets(page);
    const box = await confirm.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(360);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expect(page.getByLabel("Arena name")).toHaveValue(name);

    await confirm.click();
    await expect(page).toHaveURL(/\/arenas\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });
});
