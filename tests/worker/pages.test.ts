import { describe, expect, it } from "vitest";
import { createArena, request } from "./fixtures";

describe("server-rendered pages", () => {
  it("/arenas and /map render approved arenas in the HTML, not pending ones", async () => {
    // A word of their own, searched for: other files' arenas share the database and the first page.
    const tag = `zq${crypto.randomUUID().replaceAll("-", "").slice(0, 8)}`;
    const approved = await createArena({ name: `Zephyr Fieldhouse ${tag}` });
    const pending = await createArena({ name: `Hidden Pending Gym ${tag}`, approved: false });
    for (const path of [`/arenas?search=${tag}`, `/map?search=${tag}`]) {
      const response = await request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(approved.name);
      expect(html).not.toContain(pending.name);
      expect(html).toMatch(/\d+ arena\(s\) found/);
    }
  });

  it("an unknown path renders the 404 page with status 404", async () => {
    const response = await request("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });

  it("every route of the app's route table answers", async () => {
    const paths = [
      "/",
      "/map",
      "/arenas",
      "/login",
      "/register",
      "/submit",
      "/feedback",
      "/contact",
      "/support",
      "/favorites",
      "/profile",
      "/admin",
      "/admin/feedback",
      "/admin/contact",
      "/admin/pending-arenas",
      "/terms",
      "/privacy",
    ];
    for (const path of paths) {
      const response = await request(path, { redirect: "manual" });
      expect([200, 302], `${path} answered ${response.status}`).toContain(response.status);
    }
  });
});
