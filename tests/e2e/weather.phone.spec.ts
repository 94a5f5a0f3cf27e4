import { WEATHER_TEXT } from "../../core/weather/messages.ts";
import { signIn } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { deliveredPushes, newPushSubscription } from "./push-service.ts";

// Weather moves a leave-by (docs/decisions/240), on a 360 px phone. The e2e server's weather service
// (scripts/fake-weather.ts) answers a Winter Storm Warning around Fargo, where the seeded Scheels
// Center is, and nothing elsewhere; the cron runs at the instant the test names; the push goes
// through the queue to the fake push service, which decrypts it.

test("a winter storm at the gym: the cron moves the leave-by, the card says why, the push arrives once", async ({
  page,
  user,
  request,
}) => {
  const { id, subscription } = await newPushSubscription();
  expect((await user.api.post("/api/notifications/subscriptions", { data: subscription })).status()).toBe(201);
  const found = await user.api.get(`/api/arenas?${new URLSearchParams({ search: "Scheels Center" })}`);
  const arena = ((await found.json()) as { arenas: Array<{ id: string; name: string }> }).arenas.find(
    (candidate) => candidate.name === "Scheels Center",
  );
  if (!arena) throw new Error("the seeded Scheels Center is missing");
  // A day no other test plans on, from Grand Forks (no alert there): 7:00 PM tip-off, 45 minutes'
  // buffer and the fake router's 13-minute drive make the leave-by 6:02 PM.
  const date = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10);
  const planned = await user.api.post("/api/games", {
    data: {
      arenaId: arena.id,
      date,
      time: "19:00",
      bufferMinutes: 45,
      start: { label: "Home", latitude: 47.9253, longitude: -97.0329 },
    },
  });
  expect(planned.status()).toBe(201);
  const { game } = (await planned.json()) as { game: { id: string; leaveAt: string; leaveReason: string | null } };
  expect(game.leaveReason).toBeNull();

  // Three hours before the leave-by the cron checks the weather: 15 minutes earlier (a quarter of
  // 13 minutes is less than the 15-minute floor). The same instant again pushes nothing more.
  const cron = `/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}&time=`;
  const checkAt = Date.parse(game.leaveAt) - 3 * 60 * 60_000;
  expect(await (await request.get(`${cron}${checkAt}`)).text()).toBe("ok");
  expect(await (await request.get(`${cron}${checkAt}`)).text()).toBe("ok");
  const reason = WEATHER_TEXT.reason("Winter Storm Warning", "Scheels Center");
  await expect.poll(async () => (await deliveredPushes(id)).length, { timeout: 20_000 }).toBe(1);
  const [push] = await deliveredPushes(id);
  expect(push?.payload).toEqual({
    title: WEATHER_TEXT.pushTitle("Scheels Center"),
    body: WEATHER_TEXT.pushBody("5:47 PM", 15, reason),
    url: `/games#game-${game.id}`,
    tag: `game-${game.id}`,
  });
  expect(push?.payload.body).toBe("Leave by 5:47 PM, 15 min earlier: Winter Storm Warning at Scheels Center");

  await signIn(page, user, "/games");
  const card = page.getByTestId("game-card").filter({ hasText: "Scheels Center" });
  await expect(card.getByTestId("game-plan")).toHaveText(/^Leave by 5:47 PM C[SD]T · arrive by 6:15 PM$/);
  await expect(card.getByTestId("game-weather-reason")).toHaveText(WEATHER_TEXT.earlier(15, reason));
  await expect(card.getByRole("list", { name: WEATHER_TEXT.alertsLabel })).toContainText("Winter Storm Warning until");
  // Nothing of the card runs past a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
