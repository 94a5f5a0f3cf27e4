import type { Page } from "@playwright/test";
import { ARRIVAL_TEXT_FIELDS } from "../../core/arenas/arrival-text.ts";
import {
  ARRIVAL_ASK_TEXT,
  ARRIVAL_FORM_PAGE_TEXT,
  arrivalQuestion,
  COVERAGE_TEXT,
  SUGGESTION_PINS_TEXT,
} from "../../core/knowledge/messages.ts";
import { NOTICE_TEXT } from "../../core/notifications/messages.ts";
import { SAMPLE_ARENA } from "../../worker/arenas/sample-arena.ts";
import { submitArena, workedThere } from "./arrival-games.ts";
import { signIn, toast } from "./auth-helpers.ts";
import { auditCurrentPage } from "./axe.ts";
import { approveArena, expect, test } from "./fixtures.ts";
import { withoutTiles } from "./map-tiles.ts";
import { deliveredPushes, newPushSubscription } from "./push-service.ts";

// The question after a game: My Games asks, the one-screen form answers (with the map's pins, and
// without JavaScript without them), the reviewer sees the pins, and the push goes after the game.

async function expectNoViolations(page: Page, label: string) {
  expect(await auditCurrentPage(page, label)).toEqual([]);
}

test("My Games asks after the game; the form pins the door and the parking on the map; the reviewer sees them", async ({
  page,
  user,
  admin,
}) => {
  const name = `Knowledge Arena ${crypto.randomUUID().slice(0, 6)}`;
  const arenaId = await submitArena(user, name);
  await approveArena(admin, arenaId);
  const gameId = await workedThere(user, arenaId);
  await withoutTiles(page);

  await signIn(page, user, "/games");
  const ask = page.getByTestId("arrival-ask");
  await expect(ask.getByRole("heading", { name: arrivalQuestion(name) })).toBeVisible();
  await expect(ask).toContainText(
    ARRIVAL_ASK_TEXT.missing(["Officials' entrance", "Officials' parking", "Dressing room"]),
  );
  await expectNoViolations(page, "/games with a question");

  await ask.getByRole("link", { name: ARRIVAL_ASK_TEXT.answer }).click();
  await expect(page).toHaveURL(`/games/${gameId}/arrival`);
  await expect(page.getByRole("heading", { level: 1, name: arrivalQuestion(name) })).toBeVisible();
  const map = page.getByTestId("arrival-pin-map");
  await expect(map.locator(".leaflet-tile-pane")).toBeAttached();
  await expectNoViolations(page, "the arrival form");

  // The door first: a tap on the map pins it, and the next tap pins the parking.
  const box = await map.boundingBox();
  if (!box) throw new Error("the map has no box");
  await map.click({ position: { x: box.width / 2 + 20, y: box.height / 2 - 30 } });
  await expect(page.getByTestId("pin-status-entrance")).toContainText(
    ARRIVAL_FORM_PAGE_TEXT.pinPlaced(ARRIVAL_FORM_PAGE_TEXT.pinDoor),
  );
  await expect(page.getByRole("radio", { name: ARRIVAL_FORM_PAGE_TEXT.pinParking })).toBeChecked();
  await map.click({ position: { x: box.width / 2 - 60, y: box.height / 2 + 40 } });
  await expect(page.getByTestId("pin-status-parking")).toContainText(
    ARRIVAL_FORM_PAGE_TEXT.pinPlaced(ARRIVAL_FORM_PAGE_TEXT.pinParking),
  );
  const door = page.locator('input[name="entranceLatitude"]');
  const placedAt = Number(await door.inputValue());
  expect(Math.abs(placedAt - SAMPLE_ARENA.latitude)).toBeLessThan(0.005);
  // Drag the door a little: its latitude follows.
  const marker = map.locator(".arrival-pin-entrance");
  const at = await marker.boundingBox();
  if (!at) throw new Error("the door pin has no box");
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2 - 40, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await door.inputValue())).toBeGreaterThan(placedAt);
  await expectNoViolations(page, "the arrival form with both pins");

  await page
    .getByLabel(ARRIVAL_TEXT_FIELDS.officialsEntrance.label)
    .fill("Door 3 on the north side, by the loading dock");
  await page.getByRole("textbox", { name: ARRIVAL_TEXT_FIELDS.officialsParking.label }).fill("Staff lot B, row 1");
  await page.getByRole("button", { name: ARRIVAL_FORM_PAGE_TEXT.send, exact: true }).click();
  await expect(toast(page, ARRIVAL_FORM_PAGE_TEXT.sentForReview)).toBeVisible();
  await expect(page).toHaveURL("/games");
  await expect(page.getByTestId("arrival-ask")).toHaveCount(0);

  // The reviewer sees the pins beside the text.
  await signIn(page, admin, "/admin/suggestions");
  const card = page.getByTestId("suggestion-card").filter({ hasText: name });
  await expect(card.getByTestId("suggestion-pins-map").locator(".arrival-pin-entrance")).toBeVisible();
  await expect(card.getByText(SUGGESTION_PINS_TEXT.legend)).toBeVisible();
  await expect(card.getByText(/Noted after working a game here on/)).toBeVisible();
  await expectNoViolations(page, "/admin/suggestions with pins");

  await page.goto("/admin");
  await expect(page.getByTestId("coverage-card").getByText(COVERAGE_TEXT.title)).toBeVisible();
  await expectNoViolations(page, "/admin with the Arrival details card");
});

test("at 360 px the form's first field is above the fold, and an error keeps what was typed", async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const name = `Knowledge Phone ${crypto.randomUUID().slice(0, 6)}`;
  const gameId = await workedThere(user, await submitArena(user, name));
  await withoutTiles(page);
  await signIn(page, user, `/games/${gameId}/arrival`);
  const first = page.getByRole("textbox", { name: ARRIVAL_TEXT_FIELDS.officialsEntrance.label });
  const box = await first.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(640);
  await expect(page.getByText(ARRIVAL_FORM_PAGE_TEXT.ownArenaNote)).toBeVisible();

  await page.getByLabel(ARRIVAL_TEXT_FIELDS.dressingRoom.label).fill("Room 112");
  await page.getByLabel("Arrive before tip-off (minutes)").fill("500");
  await page.getByRole("button", { name: ARRIVAL_FORM_PAGE_TEXT.send, exact: true }).click();
  await expect(
    page.getByText("Arrive before tip-off must be a whole number of minutes from 0 to 180").first(),
  ).toBeVisible();
  await expect(page.getByLabel(ARRIVAL_TEXT_FIELDS.dressingRoom.label)).toHaveValue("Room 112");
  await expectNoViolations(page, "the arrival form with an error");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form works without the pins and saves into the person's own pending arena; Not now on My Games", async ({
    page,
    user,
  }) => {
    const name = `Knowledge NoJS ${crypto.randomUUID().slice(0, 6)}`;
    const arenaId = await submitArena(user, name);
    const gameId = await workedThere(user, arenaId);
    const other = `Knowledge Other ${crypto.randomUUID().slice(0, 6)}`;
    await workedThere(user, await submitArena(user, other), 5);

    await signIn(page, user, "/games");
    await page
      .getByTestId("arrival-ask")
      .filter({ hasText: name })
      .getByRole("link", { name: ARRIVAL_ASK_TEXT.answer })
      .click();
    await expect(page).toHaveURL(`/games/${gameId}/arrival`);
    await expect(page.getByText(ARRIVAL_FORM_PAGE_TEXT.needsJavaScript)).toBeVisible();
    await expect(page.getByTestId("arrival-pin-map")).toHaveCount(0);
    await page.getByRole("textbox", { name: ARRIVAL_TEXT_FIELDS.officialsEntrance.label }).fill("Door 3");
    await page.getByRole("textbox", { name: ARRIVAL_TEXT_FIELDS.officialsParking.label }).fill("Lot 4");
    await page.getByLabel(ARRIVAL_TEXT_FIELDS.dressingRoom.label).fill("Room 112, past the trainer's room");
    await page.getByLabel(ARRIVAL_TEXT_FIELDS.reportTo.label).fill("The game manager");
    await page.getByLabel("Arrive before tip-off (minutes)").fill("45");
    await page.getByRole("button", { name: ARRIVAL_FORM_PAGE_TEXT.send, exact: true }).click();
    await expect(page).toHaveURL("/games");
    await expect(page.getByRole("status").filter({ hasText: ARRIVAL_FORM_PAGE_TEXT.saved })).toBeAttached();
    const { arena } = (await (await user.api.get(`/api/arenas/${arenaId}`)).json()) as {
      arena: { arrival: Record<string, unknown> };
    };
    expect(arena.arrival).toMatchObject({
      officialsEntrance: "Door 3",
      officialsParking: "Lot 4",
      dressingRoom: "Room 112, past the trainer's room",
      reportTo: "The game manager",
      arrivalMinutes: 45,
    });
    // Everything is known now: that question is answered, the other one is still open.
    await expect(page.getByTestId("arrival-ask")).toHaveCount(1);
    await page
      .getByTestId("arrival-ask")
      .filter({ hasText: other })
      .getByRole("button", { name: ARRIVAL_ASK_TEXT.notNow })
      .click();
    await expect(page.getByRole("status").filter({ hasText: ARRIVAL_ASK_TEXT.dismissed })).toBeAttached();
    await expect(page.getByTestId("arrival-ask")).toHaveCount(0);
  });
});

test("after the game, one push from the cron at its instant to the push service, opening the form", async ({
  user,
  request,
}) => {
  const { id, subscription } = await newPushSubscription();
  expect((await user.api.post("/api/notifications/subscriptions", { data: subscription })).status()).toBe(201);
  const name = `Knowledge Push ${crypto.randomUUID().slice(0, 6)}`;
  const arenaId = await submitArena(user, name);
  // A game weeks ahead, at an hour no other test plans one: the cron is run at its instant.
  const date = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10);
  const planned = await user.api.post("/api/games", { data: { arenaId, date, time: "06:10" } });
  expect(planned.status()).toBe(201);
  const { game } = (await planned.json()) as { game: { id: string; tipoffAt: string } };
  const dueAt = Date.parse(game.tipoffAt) + 150 * 60_000;
  const cron = `/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}&time=`;
  expect(await (await request.get(`${cron}${dueAt - 60_000}`)).text()).toBe("ok");
  expect(await (await request.get(`${cron}${dueAt}`)).text()).toBe("ok");
  expect(await (await request.get(`${cron}${dueAt + 5 * 60_000}`)).text()).toBe("ok");
  await expect.poll(async () => (await deliveredPushes(id)).length, { timeout: 20_000 }).toBe(1);
  const [push] = await deliveredPushes(id);
  expect(push?.payload).toEqual({
    title: arrivalQuestion(name),
    body: NOTICE_TEXT.afterGameBody,
    url: `/games/${game.id}/arrival`,
    tag: `game-${game.id}`,
  });
  expect(`${push?.payload.title} ${push?.payload.body}`).toBe(
    `How was the arrival at ${name}? Pin the officials' door for the next crew. Ejection or incident to report?`,
  );
});
