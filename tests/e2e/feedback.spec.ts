import { login, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

async function sendFeedback(page: import("@playwright/test").Page, type: string, text: string) {
  await page.getByLabel("Type").selectOption({ label: type });
  await page.getByLabel("Feedback").fill(text);
  await page.getByRole("button", { name: "Submit Feedback" }).click();
}

test("a visitor sends feedback and gets an empty form back", async ({ page }) => {
  await page.goto("/feedback");
  await expect(page.getByRole("heading", { name: "Submit Feedback" })).toBeVisible();
  await expect(page.getByLabel("Type")).toHaveValue("feature");
  await expect(page.getByText("your feedback is sent without your name")).toBeVisible();
  await sendFeedback(page, "Bug report", "The directions button opened the wrong city.");
  await expect(toast(page, "Feedback submitted successfully!")).toBeVisible();
  await expect(page.getByLabel("Feedback")).toHaveValue("");
  await expect(page.getByLabel("Type")).toHaveValue("feature");
});

test("too short feedback is refused in the browser with the fixed message", async ({ page }) => {
  await page.goto("/feedback");
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await sendFeedback(page, "Other", "Too short");
  await expect(page.getByRole("alert")).toHaveText("Feedback must be at least 10 characters");
  await expect(toast(page, "Feedback must be at least 10 characters")).toBeVisible();
  expect(posted).toBe(false);
});

test("a signed-in official sends feedback under their name", async ({ page, user }) => {
  await page.goto("/login?redirectTo=/feedback");
  await login(page, user.email, user.password);
  await expect(page).toHaveURL("/feedback");
  await expect(page.getByText("your feedback is sent without your name")).toHaveCount(0);
  await sendFeedback(page, "Feature request", "Please show the officials' entrance at night.");
  await expect(toast(page, "Feedback submitted successfully!")).toBeVisible();
});

test("the fourth feedback within five minutes is blocked in the browser", async ({ page }) => {
  await page.goto("/feedback");
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await sendFeedback(page, "Other", `Feedback attempt number ${attempt}`);
    // Successive toasts with the same text stack (one visible at a time), so read the newest.
    await expect(toast(page, "Feedback submitted successfully!").first()).toBeVisible();
    await expect(page.getByLabel("Feedback")).toHaveValue("");
  }
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await sendFeedback(page, "Other", "Feedback attempt number 4");
  const message = "Too many feedback submissions. Please wait 5 minutes before trying again.";
  await expect(page.getByRole("alert")).toHaveText(message);
  await expect(toast(page, message)).toBeVisible();
  expect(posted).toBe(false);
});
