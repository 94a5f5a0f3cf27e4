import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_RATE_LIMITS, releaseClientAttempt, tryClientAttempt } from "~/app/lib/client-rate-limit";

// The browser's localStorage, for code that runs in the page.
class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe("client-side rate limits", () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, "localStorage", { value: new MemoryStorage(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "localStorage");
  });

  it.each([
    ["auth", 3, "Too many attempts. Please wait 5 minutes before trying again."],
    ["arena", 2, "Too many submissions. Please wait 5 minutes before trying again."],
    ["feedback", 3, "Too many feedback submissions. Please wait 5 minutes before trying again."],
    ["contact", 2, "Too many contact attempts. Please wait 5 minutes before trying again."],
  ] as const)("%s allows %i attempts per 5 minutes, then says so", (key, limit, message) => {
    const start = 1_000_000;
    for (let i = 0; i < limit; i += 1) expect(tryClientAttempt(key, start + i).allowed).toBe(true);
    expect(tryClientAttempt(key, start + limit)).toEqual({ allowed: false, message });
    expect(CLIENT_RATE_LIMITS[key].message).toBe(message);
    // 300,000 ms after the first attempt, it no longer counts.
    expect(tryClientAttempt(key, start + 300_000).allowed).toBe(true);
  });

  it("takes back an arena save the server refused, so only saves that go through count", () => {
    const first = tryClientAttempt("arena", 10);
    const refused = tryClientAttempt("arena", 20);
    expect(refused.allowed).toBe(true);
    if (refused.allowed) releaseClientAttempt("arena", refused.at, 30);
    expect(tryClientAttempt("arena", 40).allowed).toBe(true);
    expect(tryClientAttempt("arena", 50).allowed).toBe(false);
    expect(first.allowed).toBe(true);
  });

  it("login and registration share one count", () => {
    expect(tryClientAttempt("auth", 1).allowed).toBe(true);
    expect(tryClientAttempt("auth", 2).allowed).toBe(true);
    expect(tryClientAttempt("auth", 3).allowed).toBe(true);
    expect(tryClientAttempt("auth", 4).allowed).toBe(false);
    expect(tryClientAttempt("feedback", 4).allowed).toBe(true);
  });
});
