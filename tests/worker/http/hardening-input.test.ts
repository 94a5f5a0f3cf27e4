import { describe, expect, it } from "vitest";
import { sanitizeText } from "~/core/validation/sanitize";
import { api, arenaForm, createArena, json, postForm, request, signIn } from "../fixtures";

const BODY_TOO_LARGE = "This request is too large. Shorten the text and try again.";

describe("request bodies have a size limit", () => {
  const huge = "a".repeat(300 * 1024);

  it("an API body over 256 KiB answers 413 with the JSON error shape, before it is parsed", async () => {
    const response = await api("/api/feedback", { method: "POST", body: { content: huge } });
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({ error: { code: "payload_too_large", message: BODY_TOO_LARGE } });
  });

  it("a streamed body without a length is cut off at the limit too", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await request("/api/contact", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "cf-connecting-ip": "198.51.100.7" },
    });
    expect(response.status).toBe(413);
  });

  it("a page form post over the limit answers 413 with a page that says what to do", async () => {
    const response = await postForm("/feedback", { type: "bug", content: huge });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(BODY_TOO_LARGE);
  });

  it("raw text far over a field's limit is refused with the field's message before sanitising", async () => {
    const user = await signIn();
    const response = await api("/api/arenas", {
      body: arenaForm({ parking: `<script>${"x".repeat(8001)}</script>Lot` }),
      ...user,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Parking must be no more than 2000 characters");
  });
});

describe("the sanitiser keeps ordinary text and stays linear", () => {
  it("strips on-event handlers only inside tags", () => {
    expect(sanitizeText("online=free lot behind the gym")).toBe("online=free lot behind the gym");
    expect(sanitizeText("Lot B, onsite = yes; 5 < 6 onload=1")).toBe("Lot B, onsite = yes; 5 < 6 onload=1");
    expect(sanitizeText('<b onclick="x()" online=1>Door</b>')).toBe("<b  >Door</b>");
  });

  it("turns lone surrogates into U+FFFD instead of storing broken text", () => {
    expect(sanitizeText("Gym \uD800 door \uDFFF")).toBe("Gym \uFFFD door \uFFFD");
  });

  it("unclosed tags repeated many times are removed, whatever the nesting", () => {
    const unclosed = "<iframe ".repeat(20_000);
    expect(sanitizeText(`${unclosed}Gym`)).toBe(`${unclosed}Gym`.trim());
    const nested = `${"<scr".repeat(50)}<script></script>${"ipt>".repeat(50)}alert(1)`;
    expect(sanitizeText(nested)).not.toMatch(/<\s*script/i);
    const protocol = `${"java".repeat(40)}javascript:${"script:".repeat(40)}x`;
    expect(sanitizeText(protocol)).not.toMatch(/javascript\s*:/i);
  });
});

describe("search text never produces a server error", () => {
  const searches = [
    "!".repeat(49),
    "%_\\".repeat(40),
    "🏀".repeat(13),
    "🏀".repeat(60),
    "'\"`;--/*",
    "\u202E\u200B\u0301",
  ];
  for (const search of searches) {
    it(`${JSON.stringify(search.slice(0, 12))}… (${new TextEncoder().encode(search).length} bytes)`, async () => {
      const apiResponse = await request(`/api/arenas?${new URLSearchParams({ search })}`);
      expect(apiResponse.status).toBe(200);
      const page = await request(`/arenas?${new URLSearchParams({ search })}`);
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain("Failed to load arenas");
    });
  }

  it("punctuation-only search still finds a literal match, case-insensitively for ASCII", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const arena = await createArena({ name: `C#-${tag} ++ Gym` });
    const response = await request(`/api/arenas?${new URLSearchParams({ search: "++" })}`);
    const { arenas } = await json<{ arenas: Array<{ id: string }> }>(response);
    expect(arenas.map((found) => found.id)).toContain(arena.id);
  });
});
