import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ArenaInputSchema } from "~/core/validation/arena";
import { sanitizeText } from "~/core/validation/sanitize";
import { arenas } from "~/worker/db/schema.server";
import { api, arenaForm, createArena, db, request, signIn } from "../fixtures";

describe("sanitising arena text: trimmed, cut to length, dangerous markup removed", () => {
  const cases: Array<[string, string]> = [
    ["  Value City Arena  ", "Value City Arena"],
    ['<script>alert("x")</script>Value City Arena', "Value City Arena"],
    ["<SCRIPT src=//evil.example></SCRIPT>Gym", "Gym"],
    ['<iframe src="https://evil.example"></iframe>Gym', "Gym"],
    ["<scr<script></script>ipt>alert(1)</script>Gym", "alert(1)Gym"],
    ["javascript:alert(1)", "alert(1)"],
    ["JaVaScRiPt :alert(1)", "alert(1)"],
    ['<img src=x onerror="alert(1)">Gym', "<img src=x >Gym"],
    ["<a href=# onclick=steal()>Lot B</a>", "<a href=# >Lot B</a>"],
    ["Park in lot B; the door code is on the board", "Park in lot B; the door code is on the board"],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      expect(sanitizeText(input)).toBe(expected);
    });
  }

  it("applies to every text field of the arena form", () => {
    const payload = '<script>x()</script>javascript:<b onmouseover="y()">';
    const parsed = ArenaInputSchema.parse(
      arenaForm({
        name: `Gym ${payload}`,
        school: `School ${payload}`,
        conference: `Conf ${payload}`,
        address: `1 Main St ${payload}`,
        city: `City ${payload}`,
        state: `OH ${payload}`,
        parking: `Lot ${payload}`,
        lockerRooms: `Room ${payload}`,
        food: `Food ${payload}`,
        hotels: `Hotel ${payload}`,
        safety: `Safe ${payload}`,
      }),
    );
    for (const value of Object.values(parsed)) {
      if (typeof value !== "string") continue;
      expect(value).not.toMatch(/<script|javascript:|onmouseover/i);
    }
  });

  it("the server sanitises whatever the client sent, and text left empty is 'required'", async () => {
    const user = await signIn();
    const name = `Clean Gym ${crypto.randomUUID().slice(0, 6)}`;
    const response = await api("/api/arenas", {
      body: arenaForm({ name: `<script>steal()</script>${name}`, parking: '<iframe src="x"></iframe>Lot C' }),
      ...user,
    });
    expect(response.status).toBe(201);
    const [row] = await db.select({ parking: arenas.parking }).from(arenas).where(eq(arenas.name, name));
    expect(row?.parking).toBe("Lot C");

    const empty = await api("/api/arenas", { body: arenaForm({ school: "<script>only()</script>" }), ...user });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("School is required");
  });

  it("stored text is escaped when rendered, never run", async () => {
    const user = await signIn();
    const arena = await createArena({ createdBy: user.id, parking: "<b>bold</b> <img src=x>" });
    const page = await (await request(`/arenas/${arena.id}/edit`, { headers: { cookie: user.cookie } })).text();
    expect(page).toContain("&lt;b&gt;bold&lt;/b&gt; &lt;img src=x&gt;");
    expect(page).not.toContain("<img src=x>");
  });
});
