import { toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

async function fillContact(page: import("@playwright/test").Page, subject = "Wrong arena address") {
  await page.getByLabel("Name").fill("Jordan Lee");
  await page.getByLabel("Email").fill("jordan@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("The address for the gym points to the old building downtown.");
}

test("the page shows the address, the promise and the form", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
  await expect(page.getByRole("link", { name: "support@tipoff.app" })).toHaveAttribute(
    "href",
    "mailto:support@tipoff.app",
  );
  await expect(page.getByText("We aim to respond within 48 hours")).toBeVisible();
});

test("validates on submit, then again on each change", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Name").fill("J");
  await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Subject must be at least 5 characters")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();

  await page.getByLabel("Name").pressSequentially("o");
  await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
  await page.getByLabel("Email").fill("jordan@");
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill("jordan@example.com");
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  await page.getByLabel("Subject").fill("Help");
  await expect(page.getByText("Subject must be at least 5 characters")).toBeVisible();
  await page.getByLabel("Subject").fill("Help me");
  await expect(page.getByText("Subject must be at least 5 characters")).toHaveCount(0);
});

test("sending reads 'Sending...', then goes home with the toast and the form starts empty", async ({ page }) => {
  await page.goto("/contact");
  await fillContact(page);
  // Hold the submission until the pending label has been read, then let it through.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/contact.data*", async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL("/");
  await expect(toast(page, "Your message has been sent successfully!")).toBeVisible();

  await page.goto("/contact");
  for (const label of ["Name", "Email", "Subject", "Message"]) await expect(page.getByLabel(label)).toHaveValue("");
});

test("the third message in five minutes is blocked in the browser", async ({ page }) => {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await page.goto("/contact");
    await fillContact(page, `Question number ${attempt}`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Your message has been sent successfully!").first()).toBeVisible();
  }
  await page.goto("/contact");
  await fillContact(page, "Question number 3");
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  const message = "Too many contact attempts. Please wait 5 minutes before trying again.";
  await expect(page.getByRole("alert")).toHaveText(message);
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("Question number 3");
  expect(posted).toBe(false);
});
