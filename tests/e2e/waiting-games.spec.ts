import { SAMPLE_ARENA } from "../../worker/arenas/sample-arena.ts";
import { signIn, toast } from "./auth-helpers.ts";
import { axeViolations } from "./axe.ts";
import { type Account, approveArena, expect, test } from "./fixtures.ts";

// An admin deletes the pending gym a person planned a game at: the game stays, My Games says so,
// and the person chooses its new gym.

/** Two weeks ahead, as the API takes a date. */
const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

async function submitArena(account: Account, name: string): Promise<string> {
  const submitted = await account.api.post("/api/arenas", {
    data: { ...SAMPLE_ARENA, name },
  });
  expect(submitted.status()).toBe(201);
  return ((await submitted.json()) as { arena: { id: string } }).arena.id;
}

test("a game outlives its deleted gym: the notice on My Games, then choosing another gym", async ({
  page,
  user,
  admin,
}) => {
  const name = `Kept Games Gym ${Math.random().toString(36).slice(2, 8)}`;
  const gymId = await submitArena(user, name);
  const planned = await user.api.post("/api/games", { data: { arenaId: gymId, date: inTwoWeeks(), time: "19:00" } });
  expect(planned.status()).toBe(201);
  // The arena the admin keeps instead: its name starts like the deleted one's, so the chooser finds it.
  const keptName = `${name} Fieldhouse`;
  const keptId = await submitArena(admin, keptName);
  await approveArena(admin, keptId);
  expect((await admin.api.delete(`/api/admin/arenas/${gymId}`)).status()).toBe(200);

  await signIn(page, user, "/games");
  await expect(page.getByText(`${name} (Columbus, OH) was removed. Choose the gym for 1 game.`)).toBeVisible();
  const card = page.getByTestId("waiting-game-card");
  await expect(card.getByText("Waiting for a gym")).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await card.getByRole("link", { name: "Choose the gym" }).click();
  await expect(page.getByRole("heading", { name: "Choose the gym" })).toBeVisible();
  await page.getByRole("button", { name: `Choose this gym: ${keptName}` }).click();
  await expect(toast(page, `The game is now at ${keptName}.`)).toBeVisible();
  await expect(page.getByTestId("game-card").filter({ hasText: keptName })).toBeVisible();
  await expect(page.getByText("Choose the gym for 1 game.")).toHaveCount(0);
});
