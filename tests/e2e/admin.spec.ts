import { login, signIn, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("a visitor is sent to log in, and a normal user is blocked from /admin", async ({ page, user }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL("/login?redirectTo=%2Fadmin");

  await login(page, user.email, user.password);
  await expect(page.getByRole("heading", { name: "Administrator Access Required" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this area.")).toBeVisible();
  await expect(toast(page, "Unauthorized access")).toBeVisible();

  await page.goto("/admin/contact");
  await expect(page.getByRole("heading", { name: "Administrator Access Required" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("an admin approves and deletes pending arenas, with the confirmation", async ({
  page,
  admin,
  createPendingArena,
}) => {
  const { name: approvedName } = await createPendingArena({ name: `Approvable Gym ${Date.now()}` });
  const { name: deletedName } = await createPendingArena({ name: `Deletable Gym ${Date.now()}` });
  await signIn(page, admin, "/admin");
  // An admin's header: the main menu ends with Admin, and the account menu offers the dashboard.
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("navigation", { name: "Main" }).getByRole("link").last()).toHaveText("Admin");
  await banner.getByRole("button", { name: admin.name }).click();
  await expect(page.getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Review Pending" }).click();
  await expect(page.getByRole("heading", { name: "Pending Arenas" })).toBeVisible();
  await expect(page.getByText("Review and approve arena submissions from users.")).toBeVisible();

  const cards = page.getByRole("listitem");
  const first = cards.filter({ has: page.getByRole("heading", { name: approvedName, exact: true }) });
  // The card's details, in their fixed words (the submitter has an account; no conference is N/A
  // only when none was given).
  for (const label of ["School", "Location", "Conference", "Submitted On", "Submitted By"]) {
    await expect(first.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(first.getByText("Registered User", { exact: true })).toBeVisible();
  await expect(first.getByText("Columbus, OH", { exact: true })).toBeVisible();
  await expect(first.getByRole("link", { name: "View" })).toHaveAttribute("href", /^\/arenas\/[0-9a-f-]{36}$/);
  await expect(first.getByRole("link", { name: "Edit" })).toHaveAttribute("href", /^\/arenas\/[0-9a-f-]{36}\/edit$/);
  await first.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Arena approved successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: approvedName, exact: true })).toHaveCount(0);

  const next = cards.filter({ has: page.getByRole("heading", { name: deletedName, exact: true }) });
  await next.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this arena? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: deletedName, exact: true })).toBeVisible();

  await next.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Arena deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: deletedName, exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  const activity = page.getByRole("region", { name: "Recent activity" });
  await expect(activity.getByText(`Approved arena “${approvedName}”`)).toBeVisible();
  await expect(activity.getByText(`Deleted arena “${deletedName}”`)).toBeVisible();
});

test.describe("an Approve tapped before the scripts run", () => {
  // The fetcher's form is then a plain form: the post lands on the page, which must say what it did.
  test.use({ javaScriptEnabled: false });

  test("posts to the page, which says the arena was approved", async ({ page, admin, createPendingArena }) => {
    const { name } = await createPendingArena({ name: `Early Tap Gym ${Date.now()}` });
    await signIn(page, admin, "/admin/pending-arenas");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Arena approved successfully" })).toBeVisible();
    await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(0);
  });
});

test("an admin triages feedback with the status and type filters", async ({ page, admin, user }) => {
  const content = `Night parking is unclear at the east gym (${Date.now()})`;
  await page.request.post("/api/feedback", { data: { type: "bug", content } });
  const signed = await user.api.post("/api/feedback", {
    data: { type: "feature", content: `Show the officials' entrance on the map (${Date.now()})` },
  });
  expect(signed.status()).toBe(201);
  await signIn(page, admin, "/admin/feedback");

  await page.getByLabel("Status").selectOption({ label: "New" });
  await page.getByLabel("Type").selectOption({ label: "Bug" });
  await expect(page).toHaveURL(/status=new/);
  await expect(page).toHaveURL(/type=bug/);
  const entry = page.getByRole("listitem").filter({ hasText: content });
  await expect(entry).toContainText("Anonymous visitor");
  await entry.getByRole("button", { name: "In Review" }).click();
  await expect(toast(page, "Feedback status updated to in-review")).toBeVisible();
  await expect(entry).toHaveCount(0);

  await page.getByLabel("Status").selectOption({ label: "In Review" });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole("button", { name: "In Review" })).toBeDisabled();
  await entry.getByRole("button", { name: "Completed" }).click();
  await expect(toast(page, "Feedback status updated to completed")).toBeVisible();

  await page.getByLabel("Status").selectOption({ label: "All statuses" });
  await page.getByLabel("Type").selectOption({ label: "Feature" });
  await expect(page.getByText(user.name).first()).toBeVisible();
  await expect(page.getByText(user.email).first()).toBeVisible();
});

test("an admin reads and replies to messages through the tabs and the dialog", async ({ page, admin }) => {
  const subject = `Locker room code ${Date.now()}`;
  await page.request.post("/api/contact", {
    data: { name: "Casey Kim", email: "casey@example.com", subject, message: "Which door do officials use?\nThanks!" },
  });
  await signIn(page, admin, "/admin/contact");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: subject });

  await page.getByRole("tab", { name: "Unread", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Unread", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(row.getByText("Unread")).toBeVisible();
  await row.getByRole("button", { name: "Mark Read" }).click();
  await expect(toast(page, "Message marked as read")).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole("tab", { name: "Read", exact: true }).click();
  await expect(row.getByText("Read", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Mark Read" })).toHaveCount(0);
  await row.getByRole("button", { name: /View/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: subject })).toBeVisible();
  await expect(dialog).toContainText("Casey Kim");
  await expect(dialog).toContainText("casey@example.com");
  await expect(dialog).toContainText("Which door do officials use?");
  await expect(dialog).toContainText("Received");
  await expect(dialog.getByRole("button", { name: "Mark as Read" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Mark as Replied" }).click();
  await expect(toast(page, "Message marked as replied")).toBeVisible();
  await expect(dialog.getByText("Replied", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Mark as Replied" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.getByRole("tab", { name: "Replied" }).click();
  await expect(row.getByText("Replied")).toBeVisible();
  await page.getByRole("tab", { name: "All Messages" }).click();
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
});
