import { describe, expect, it } from "vitest";
import { carriesInPageData, createArena, registerUser, request } from "../fixtures";

describe("arena detail page", () => {
  it("renders the arena, its cards, placeholders and a directions link on the server", async () => {
    const arena = await createArena({
      name: "Rupp Test Arena",
      address: "430 W Vine St",
      city: "Lexington",
      state: "KY",
      zipCode: "40507",
      parking: "Officials use Lot C, gate 2.",
      food: null,
    });
    const response = await request(`/arenas/${arena.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Rupp Test Arena");
    expect(html).toContain("Officials use Lot C, gate 2.");
    for (const placeholder of [
      "No locker room information available.",
      "No food information available.",
      "No accommodation information available.",
      "No safety information available.",
    ]) {
      expect(html).toContain(placeholder);
    }
    expect(html).toContain(
      'href="https://www.google.com/maps/dir/?api=1&amp;destination=430%20W%20Vine%20St%2C%20Lexington%2C%20KY%2040507&amp;travelmode=driving"',
    );
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer"[^>]*>.*Get Directions/s);
    expect(html).toContain('"@type":"StadiumOrArena"');
    expect(html).toContain('property="og:title"');
    expect(html).not.toContain("Edit Arena");
  });

  it("escapes stored text in JSON-LD so it cannot close the script element", async () => {
    const arena = await createArena({ name: "</script><img src=x onerror=alert(1)>" });
    const html = await (await request(`/arenas/${arena.id}`)).text();
    expect(html).not.toContain("</script><img");
    expect(html).toContain("\\u003c/script\\u003e");
  });

  it.each(["not-a-uuid", crypto.randomUUID()])("shows 'Arena Not Found' with status 404 for %s", async (id) => {
    const response = await request(`/arenas/${id}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Arena Not Found");
    expect(html).toContain("The arena you&#x27;re looking for could not be found.");
    expect(html).toMatch(/<a[^>]*href="\/map"[^>]*>Back to Map<\/a>/);
    expect(carriesInPageData(html, "Arena not found")).toBe(true);
  });

  it("a pending arena is visible only to its creator and admins, with Edit Arena", async () => {
    const { cookie } = await registerUser();
    const me = (await (await request("/api/me", { headers: { cookie } })).json()) as { user: { id: string } };
    const pending = await createArena({ approved: false, createdBy: me.user.id, name: "My Pending Gym" });
    expect((await request(`/arenas/${pending.id}`)).status).toBe(404);
    const other = await registerUser();
    expect((await request(`/arenas/${pending.id}`, { headers: { cookie: other.cookie } })).status).toBe(404);
    const mine = await request(`/arenas/${pending.id}`, { headers: { cookie } });
    expect(mine.status).toBe(200);
    const html = await mine.text();
    expect(html).toContain("Edit Arena");
    expect(html).toContain("Pending review");
  });
});

describe("arena list page without JavaScript", () => {
  it("filters with a GET form and shows the count and the empty message", async () => {
    const conference = `Nojs ${crypto.randomUUID().slice(0, 6)}`;
    await createArena({ conference, name: "Only Match" });
    const html = await (await request(`/map?${new URLSearchParams({ conference })}`)).text();
    expect(html).toContain("1 arena(s) found");
    expect(html).toContain("Only Match");
    expect(html).toMatch(/<form[^>]*method="get"/);
    const none = await (await request("/arenas?search=zzzznothingmatches")).text();
    expect(none).toContain("0 arena(s) found");
    expect(none).toContain("No arenas match your filter criteria.");
    expect(none).toContain("Try adjusting your filters or search term.");
  });

  it("ignores an unknown level in a shared link instead of failing", async () => {
    const response = await request("/arenas?level=Division%20IV&search=%25");
    expect(response.status).toBe(200);
  });
});
