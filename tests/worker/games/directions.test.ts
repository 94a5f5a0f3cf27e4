import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DIRECTIONS_TEXT } from "~/core/arenas/arrival-text";
import {
  defaultMapsApp,
  directionsFor,
  MAPS_APP_COOKIE,
  MAPS_APP_LABELS,
  mapsAppCookie,
  resolveMapsApp,
} from "~/core/arenas/directions";
import { toArena } from "~/worker/arenas/arena-row";
import { createCtx } from "~/worker/context/ctx.server";
import { getPreferences, updatePreferences } from "~/worker/games/preferences.server";
import { cookiesFrom, createArena, expectText, flashMessageIn, postForm, request, signIn } from "../fixtures";

const PARKING = { latitude: 40.0081, longitude: -83.0262 };
const ENTRANCE = { latitude: 40.0072, longitude: -83.0249 };
const arena = (pins: { parkingPin?: typeof PARKING | null; entrancePin?: typeof ENTRANCE | null }) => ({
  address: "555 Borror Drive",
  city: "Columbus",
  state: "OH",
  zipCode: "43210",
  coordinates: { latitude: 40.0075, longitude: -83.0251 },
  arrival: {
    parkingPin: pins.parkingPin ?? null,
    entrancePin: pins.entrancePin ?? null,
  },
});

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1";
const MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Safari/605.1.15";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("where Get Directions drives", () => {
  it("to the parking pin first, with the walk to the entrance when both are pinned", () => {
    const both = directionsFor(arena({ parkingPin: PARKING, entrancePin: ENTRANCE }), "google");
    expect(both.driveTo).toBe("parking");
    expect(both.drive).toBe("https://www.google.com/maps/dir/?api=1&destination=40.0081%2C-83.0262&travelmode=driving");
    expect(both.walk).toBe(
      "https://www.google.com/maps/dir/?api=1&origin=40.0081%2C-83.0262&destination=40.0072%2C-83.0249&travelmode=walking",
    );
  });

  it("to the entrance pin without a parking pin, and no walk", () => {
    const directions = directionsFor(arena({ entrancePin: ENTRANCE }), "google");
    expect(directions).toEqual({
      driveTo: "entrance",
      drive: "https://www.google.com/maps/dir/?api=1&destination=40.0072%2C-83.0249&travelmode=driving",
      walk: null,
    });
  });

  it("to the parking pin alone, with no walk", () => {
    expect(directionsFor(arena({ parkingPin: PARKING }), "google")).toMatchObject({ driveTo: "parking", walk: null });
  });

  it("to the address when nothing is pinned", () => {
    expect(directionsFor(arena({}), "google")).toEqual({
      driveTo: "address",
      drive:
        "https://www.google.com/maps/dir/?api=1&destination=555%20Borror%20Drive%2C%20Columbus%2C%20OH%2043210&travelmode=driving",
      walk: null,
    });
  });
});

describe("each maps app's links (docs/decisions/064)", () => {
  const both = arena({ parkingPin: PARKING, entrancePin: ENTRANCE });
  const none = arena({});

  it("Apple Maps: unified maps.apple.com/directions with a mode", () => {
    expect(directionsFor(both, "apple")).toMatchObject({
      drive: "https://maps.apple.com/directions?destination=40.0081%2C-83.0262&mode=driving",
      walk: "https://maps.apple.com/directions?source=40.0081%2C-83.0262&destination=40.0072%2C-83.0249&mode=walking",
    });
    expect(directionsFor(none, "apple").drive).toBe(
      "https://maps.apple.com/directions?destination=555%20Borror%20Drive%2C%20Columbus%2C%20OH%2043210&mode=driving",
    );
  });

  it("Waze: navigates to a pin; searches the address near the arena; walks in Google Maps", () => {
    expect(directionsFor(both, "waze")).toMatchObject({
      drive: "https://waze.com/ul?ll=40.0081%2C-83.0262&navigate=yes",
      walk: "https://www.google.com/maps/dir/?api=1&origin=40.0081%2C-83.0262&destination=40.0072%2C-83.0249&travelmode=walking",
    });
    expect(directionsFor(none, "waze").drive).toBe(
      "https://waze.com/ul?q=555%20Borror%20Drive%2C%20Columbus%2C%20OH%2043210&ll=40.0075%2C-83.0251&navigate=yes",
    );
  });

  it("OpenStreetMap: routes by car to a point and on foot from the lot to the door", () => {
    expect(directionsFor(both, "osm")).toMatchObject({
      drive: "https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=%3B40.0081%2C-83.0262",
      walk: "https://www.openstreetmap.org/directions?engine=fossgis_osrm_foot&route=40.0081%2C-83.0262%3B40.0072%2C-83.0249",
    });
    // The address's point: openstreetmap.org only routes between points.
    expect(directionsFor(none, "osm").drive).toBe(
      "https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=%3B40.0075%2C-83.0251",
    );
    expect(directionsFor({ ...none, coordinates: null }, "osm").drive).toBe(
      "https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&to=555%20Borror%20Drive%2C%20Columbus%2C%20OH%2043210",
    );
  });
});

describe("which maps app", () => {
  it.each([
    [IPHONE, "apple"],
    [MAC, "apple"],
    [ANDROID, "google"],
    [WINDOWS, "google"],
    [null, "google"],
  ] as const)("defaults by device: %s → %s", (userAgent, app) => {
    expect(defaultMapsApp(userAgent)).toBe(app);
  });

  it("a user's choice beats the cookie, which beats the device; a bad cookie is ignored", () => {
    expect(resolveMapsApp({ preference: "osm", cookie: "waze", userAgent: IPHONE })).toBe("osm");
    expect(resolveMapsApp({ preference: null, cookie: "waze", userAgent: IPHONE })).toBe("waze");
    expect(resolveMapsApp({ preference: null, cookie: "bing", userAgent: IPHONE })).toBe("apple");
    expect(mapsAppCookie(`theme=dark; ${MAPS_APP_COOKIE}=osm; other=1`)).toBe("osm");
    expect(mapsAppCookie(null)).toBeNull();
  });
});

describe("the arena page renders the chosen app's links on the server", () => {
  const page = (id: string, headers: Record<string, string>) =>
    request(`/arenas/${id}`, { headers }).then((response) => response.text());

  it("by device, by the visitor's cookie, and by a user's profile over the cookie", async () => {
    const row = await createArena({ parkingLatitude: PARKING.latitude, parkingLongitude: PARKING.longitude });
    const pinned = "40.0081%2C-83.0262";
    expectText(await page(row.id, { "user-agent": IPHONE }), `https://maps.apple.com/directions?destination=${pinned}`);
    expectText(
      await page(row.id, { "user-agent": ANDROID }),
      `https://www.google.com/maps/dir/?api=1&amp;destination=${pinned}`,
    );
    const withCookie = await page(row.id, { "user-agent": IPHONE, cookie: `${MAPS_APP_COOKIE}=waze` });
    expectText(withCookie, `https://waze.com/ul?ll=${pinned}&amp;navigate=yes`);
    expectText(withCookie, DIRECTIONS_TEXT.driveTo.parking.replaceAll("'", "&#x27;"));

    const user = await signIn();
    await updatePreferences(createCtx(env, { request: new Request("http://localhost") }), user.id, { mapsApp: "osm" });
    const signedIn = await page(row.id, { cookie: `${user.cookie}; ${MAPS_APP_COOKIE}=waze` });
    expectText(signedIn, `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&amp;route=%3B${pinned}`);
    expectText(signedIn, "waze.com/ul", false);
  });

  it("shows the arrival card with placeholders when nothing is noted", async () => {
    const row = await createArena({});
    const html = await page(row.id, {});
    for (const text of [
      "Officials&#x27; arrival",
      "No officials&#x27; entrance noted yet.",
      "No officials&#x27; parking noted yet.",
      "No dressing room details yet.",
      "No recommended arrival time yet.",
      "Drives to the address.",
    ]) {
      expectText(html, text);
    }
    expectText(html, DIRECTIONS_TEXT.walk, false);
  });

  it("shows the walk link when both pins are set", async () => {
    const row = await createArena({
      parkingLatitude: PARKING.latitude,
      parkingLongitude: PARKING.longitude,
      entranceLatitude: ENTRANCE.latitude,
      entranceLongitude: ENTRANCE.longitude,
      officialsEntrance: "Door 7",
      arrivalMinutes: 1,
    });
    const html = await page(row.id, {});
    expectText(html, DIRECTIONS_TEXT.walk);
    expectText(html, "Door 7");
    expectText(html, "1 minute before tip-off");
    expect(toArena(row).arrival.entrancePin).toEqual(ENTRANCE);
  });
});

describe("choosing the maps app (/maps-app)", () => {
  it("a visitor's choice is a year-long Lax cookie, then back to the page", async () => {
    const response = await postForm("/maps-app", { mapsApp: "waze", redirectTo: "/arenas/some-id" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/arenas/some-id");
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${MAPS_APP_COOKIE}=`));
    expect(cookie).toBe(`${MAPS_APP_COOKIE}=waze; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
  });

  it("a visitor's choice without JavaScript: back on the arena, the page says so and its links follow it", async () => {
    const row = await createArena({});
    const chosen = await postForm("/maps-app", { mapsApp: "osm", redirectTo: `/arenas/${row.id}` });
    expect(chosen.headers.get("location")).toBe(`/arenas/${row.id}`);
    const html = await (await request(`/arenas/${row.id}`, { headers: { cookie: cookiesFrom(chosen) } })).text();
    expect(flashMessageIn(html)).toBe(DIRECTIONS_TEXT.saved(MAPS_APP_LABELS.osm));
    expectText(html, "https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&amp;route=%3B");
  });

  it("names every app when refusing one it does not know", () => {
    for (const label of Object.values(MAPS_APP_LABELS)) expect(DIRECTIONS_TEXT.invalidApp).toContain(label);
  });

  it("never sends anyone off the site, and refuses an unknown app without a cookie", async () => {
    const away = await postForm("/maps-app", { mapsApp: "osm", redirectTo: "//evil.example/x" });
    expect(away.headers.get("location")).toBe("/");
    const unknown = await postForm("/maps-app", { mapsApp: "bing", redirectTo: "/profile" });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.getSetCookie().some((header) => header.startsWith(MAPS_APP_COOKIE))).toBe(false);
  });

  it("a user's choice is kept in the profile and shown there", async () => {
    const user = await signIn();
    const response = await postForm("/maps-app", { mapsApp: "apple", redirectTo: "/profile" }, user);
    expect(response.headers.get("location")).toBe("/profile");
    const ctx = createCtx(env, { request: new Request("http://localhost") });
    expect((await getPreferences(ctx, user.id)).mapsApp).toBe("apple");
    const profile = await (await request("/profile", { headers: { cookie: user.cookie } })).text();
    expectText(profile, '<option value="apple" selected="">Apple Maps</option>');
  });
});
