import { signIn, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The whole loop of a suggested update, as people do it: an official suggests an update, sees it pending in
// their profile, an admin applies it field by field, and the public page shows the new details,
// "Updated today" and, after "Still accurate?", who confirmed them.

test("suggest → admin approves → the public page shows the new details, 'Updated today' and the confirmation", async ({
  page,
  user,
  admin,
  createPendingArena,
}) => {
  const arena = await createPendingArena({ name: `Fieldhouse ${Date.now()}` });
  // Published by the admin first: only approved arenas take suggestions.
  const loaded = await admin.api.get(`/api/arenas/${arena.id}`);
  const { updatedAt } = ((await loaded.json()) as { arena: { updatedAt: string } }).arena;
  expect((await admin.api.post(`/api/admin/arenas/${arena.id}/approve`, { data: { updatedAt } })).status()).toBe(200);

  const parking = `Staff lot behind the north doors, gate code from the AD (${Date.now()})`;
  await signIn(page, user, arena.path);
  await page.getByRole("link", { name: "Suggest an update" }).click();
  await expect(page.getByRole("heading", { name: "Suggest an update" })).toBeVisible();
  await expect(page.getByLabel("Arena name")).toHaveValue(arena.name);
  // Nothing changed yet: the browser says so before anything is sent.
  await page.getByRole("button", { name: "Send suggestion" }).click();
  await expect(page.getByText("This suggestion changes nothing. Change at least one field.")).toBeVisible();

  await page.getByLabel("Officials' parking", { exact: true }).fill(parking);
  await page.getByLabel("What changed, and how do you know?").fill("Worked a game here last Friday");
  await page.getByRole("button", { name: "Send suggestion" }).click();
  await expect(page).toHaveURL(arena.path);
  await expect(toast(page, "Thanks! Your suggestion was sent for review.")).toBeVisible();
  // Not public until an admin applies it.
  await expect(page.getByTestId("arrival-card")).not.toContainText(parking);

  await page.goto("/profile");
  const contributions = page.getByTestId("contributions");
  await expect(contributions.getByRole("heading", { name: "My contributions" })).toBeVisible();
  const mine = contributions.getByRole("listitem").filter({ hasText: arena.name });
  await expect(mine.filter({ hasText: "Pending" })).toHaveCount(1);

  // The admin reviews it in another browser.
  const adminContext = await page.context().browser()?.newContext();
  if (!adminContext) throw new Error("no browser for the admin");
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin, "/admin");
  await adminPage.getByRole("link", { name: "Review Suggestions" }).click();
  await expect(adminPage.getByRole("heading", { name: "Suggested updates" })).toBeVisible();
  const card = adminPage.getByTestId("suggestion-card").filter({ hasText: arena.name });
  await expect(card).toContainText("Worked a game here last Friday");
  await expect(card.locator('[data-field="officialsParking"]')).toContainText(parking);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(toast(adminPage, "Suggestion applied")).toBeVisible();
  await expect(adminPage.getByTestId("suggestion-card").filter({ hasText: arena.name })).toHaveCount(0);
  await adminContext.close();

  await page.goto(arena.path);
  const arrival = page.getByTestId("arrival-card");
  await expect(arrival).toContainText(parking);
  await expect(arrival.getByTestId("freshness")).toContainText("Updated today");

  await arrival.getByRole("button", { name: "Still accurate?" }).click();
  await expect(toast(page, "Thanks for confirming!")).toBeVisible();
  await expect(arrival.getByTestId("freshness")).toContainText("Confirmed by 1 official · last on");

  await page.goto("/profile");
  await expect(
    page
      .getByTestId("contributions")
      .getByRole("listitem")
      .filter({ hasText: arena.name })
      .filter({ hasText: "Applied" }),
  ).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same loop works with plain form posts", async ({ page, user, admin, createPendingArena, baseURL }) => {
    const arena = await createPendingArena({ name: `No-JS Gym ${Date.now()}` });
    const loaded = await admin.api.get(`/api/arenas/${arena.id}`);
    const { updatedAt } = ((await loaded.json()) as { arena: { updatedAt: string } }).arena;
    expect((await admin.api.post(`/api/admin/arenas/${arena.id}/approve`, { data: { updatedAt } })).status()).toBe(200);

    await signIn(page, user, arena.path);
    await page.getByRole("link", { name: "Suggest an update" }).click();
    await page.getByLabel("Dressing room", { exact: true }).fill("Room 112; the athletic director lets you in");
    await page.getByRole("button", { name: "Send suggestion" }).click();
    await expect(page).toHaveURL(arena.path);
    await expect(
      page.getByRole("status").filter({ hasText: "Thanks! Your suggestion was sent for review." }),
    ).toBeVisible();

    await page.getByTestId("arrival-card").getByRole("button", { name: "Still accurate?" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thanks for confirming!" })).toBeVisible();
    await page.getByTestId("arrival-card").getByRole("button", { name: "Still accurate?" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "You already confirmed this arena in the last 30 days." }),
    ).toBeVisible();

    const adminContext = await page.context().browser()?.newContext({ baseURL, javaScriptEnabled: false });
    if (!adminContext) throw new Error("no browser for the admin");
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin, "/admin/suggestions");
    const card = adminPage.getByTestId("suggestion-card").filter({ hasText: arena.name });
    await expect(card.locator('[data-field="dressingRoom"]')).toContainText("Room 112");
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(adminPage.getByTestId("suggestion-card").filter({ hasText: arena.name })).toHaveCount(0);
    await adminContext.close();

    await page.goto(arena.path);
    await expect(page.getByTestId("arrival-card")).toContainText("Room 112; the athletic director lets you in");
  });
});
