import { SAMPLE_ARENA } from "../../worker/arenas/sample-arena.ts";
import { signIn, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

// A person's own pending arena works at once: they save it as a favorite and plan a game there
// before an admin reviews it.

/** Two weeks ahead, as the date field takes it. */
const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

test("the creator favorites their pending arena and plans a game there", async ({ page, user }) => {
  const name = `My Pending Gym ${Math.random().toString(36).slice(2, 8)}`;
  const submitted = await user.api.post("/api/arenas", {
    data: { ...SAMPLE_ARENA, name },
  });
  expect(submitted.status()).toBe(201);
  const { arena } = (await submitted.json()) as { arena: { id: string } };

  await signIn(page, user, `/arenas/${arena.id}`);
  await expect(page.getByText("Pending review")).toBeVisible();
  await page.getByRole("button", { name: "Add to Favorites" }).click();
  await expect(toast(page, "Added to favorites")).toBeVisible();
  await page.goto("/favorites");
  await expect(page.getByText(name)).toBeVisible();

  await page.goto(`/arenas/${arena.id}`);
  await page.getByRole("link", { name: "Plan a game" }).click();
  await page.getByLabel("Date").fill(inTwoWeeks());
  await page.getByLabel(/^Tip-off time/).fill("19:00");
  await page.getByLabel("An address").check();
  await page.getByLabel("Starting address").fill("555 Borror Drive, Columbus, OH");
  await page.getByRole("button", { name: "Plan Game" }).click();
  await expect(toast(page, "Game planned.")).toBeVisible();
  await expect(page.getByTestId("game-card").filter({ hasText: name })).toBeVisible();
});
