import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/app/lib/date-format";

// The dates people read on admin rows and offline pages (app/lib/date-format.ts).
describe("formatDateTime", () => {
  const evening = new Date("2026-11-05T17:05:00Z");

  it("reads month, day and a 12-hour time with ordinary spaces", () => {
    expect(formatDateTime(evening, { timeZone: "UTC" })).toBe("Nov 5, 5:05 PM");
    expect(formatDateTime(evening, { withYear: true, timeZone: "UTC" })).toBe("Nov 5, 2026 5:05 PM");
  });

  it("shows midnight and noon as 12, and pads minutes", () => {
    expect(formatDateTime(new Date("2027-01-01T00:00:00Z"), { withYear: true, timeZone: "UTC" })).toBe(
      "Jan 1, 2027 12:00 AM",
    );
    expect(formatDateTime(new Date("2026-07-04T12:09:00Z"), { timeZone: "UTC" })).toBe("Jul 4, 12:09 PM");
  });

  it("shows the wall clock of the zone asked for, across the date line", () => {
    expect(formatDateTime(evening, { withYear: true, timeZone: "America/Chicago" })).toBe("Nov 5, 2026 11:05 AM");
    expect(formatDateTime(new Date("2026-12-31T23:30:00Z"), { withYear: true, timeZone: "Asia/Tokyo" })).toBe(
      "Jan 1, 2027 8:30 AM",
    );
  });
});
