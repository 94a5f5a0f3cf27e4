import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { MAPS_APP_COOKIE, resolveMapsApp } from "../../core/arenas/directions";
import { AVAILABILITY_TEXT } from "../../core/availability/messages";
import type { MapsApp } from "../../core/domain";
import { GAME_TEXT } from "../../core/games/messages";
import { busyCalendar } from "../availability/busy-feed.server";
import type { AppBindings } from "../context/bindings";
import { feedCalendar, gameCalendar } from "../games/calendar.server";
import { getPreferences } from "../games/preferences.server";
import { getCurrentUser } from "../users/current-user.server";

// Calendar files live outside /api: calendar apps and the browser's download ask for them by URL,
// and the feed's secret is its token (docs/decisions/067). Mounted ahead of React Router.

const ICS = /^(.+)\.ics$/;

function calendarResponse(c: Context<AppBindings>, text: string, filename?: string) {
  c.header("Content-Type", "text/calendar; charset=utf-8");
  c.header("X-Robots-Tag", "noindex");
  if (filename) c.header("Content-Disposition", `attachment; filename="${filename}"`);
  return c.body(text);
}

const notFoundText = (c: Context<AppBindings>) => c.text(GAME_TEXT.gameNotFound, 404);

function mapsAppFor(c: Context<AppBindings>, preference: MapsApp | null): MapsApp {
  return resolveMapsApp({ preference, cookie: getCookie(c, MAPS_APP_COOKIE), userAgent: c.req.header("user-agent") });
}

/** "Game at Value City Arena" → "game-at-value-city-arena.ics" (a safe header value). */
function fileName(arenaName: string): string {
  const slug = GAME_TEXT.eventSummary(arenaName)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${slug || "game"}.ics`;
}

export const calendarRoutes = new Hono<AppBindings>()
  .get("/games/:file{[^/]+\\.ics}", async (c) => {
    const ctx = c.var.ctx;
    const user = await getCurrentUser(ctx, c.req.raw.headers);
    if (!user) {
      const redirectTo = new URL(c.req.url).pathname;
      return c.redirect(`/login?${new URLSearchParams({ redirectTo })}`, 302);
    }
    const id = ICS.exec(c.req.param("file"))?.[1];
    const preferences = await getPreferences(ctx, user.id);
    const origin = new URL(c.req.url).origin;
    const found = await gameCalendar(ctx, user.id, id, { origin, mapsApp: mapsAppFor(c, preferences.mapsApp) });
    if (!found) return notFoundText(c);
    return calendarResponse(c, found.text, fileName(found.arenaName));
  })
  .get("/calendar/:file{[^/]+\\.ics}", async (c) => {
    const token = ICS.exec(c.req.param("file"))?.[1] ?? "";
    const text = await feedCalendar(c.var.ctx, token, {
      origin: new URL(c.req.url).origin,
      mapsApp: (preference) => mapsAppFor(c, preference),
      now: Date.now(),
    });
    if (text === null) return notFoundText(c);
    return calendarResponse(c, text);
  })
  // The busy-times calendar (docs/decisions/243): its token is the key; never kept by a cache.
  .get("/busy/:file{[^/]+\\.ics}", async (c) => {
    const token = ICS.exec(c.req.param("file"))?.[1] ?? "";
    const text = await busyCalendar(c.var.ctx, token, { origin: new URL(c.req.url).origin, now: c.var.ctx.now() });
    if (text === null) return c.text(AVAILABILITY_TEXT.feedNotFound, 404);
    c.header("Cache-Control", "private, no-store");
    return calendarResponse(c, text);
  });
