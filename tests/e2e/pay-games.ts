import type { APIRequestContext } from "@playwright/test";

/** An iCalendar stamp (UTC) `hours` from now, on the minute. */
const stamp = (hours: number) =>
  new Date(Math.floor((Date.now() + hours * 3_600_000) / 60_000) * 60_000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * Three games played earlier today at the seeded Allen Fieldhouse from one calendar (the app plans
 * no game in the past): two with "Fee: $65.00" in their description, one with none. Returns the
 * calendar's name, which is the games' payer, and the games' year at the arena: in the first hours
 * of January 1 (UTC) a game already played is still in last year there.
 */
export async function playedToday(api: APIRequestContext): Promise<{ payer: string; year: number }> {
  const suffix = crypto.randomUUID().slice(0, 8);
  const payer = `Region 7 ${suffix}`;
  // Hours ago, all on today's date in UTC and at the arena (Central time), whatever the hour.
  const hour = new Date().getUTCHours();
  const offsets = hour >= 9 ? [-3, -2, -1] : [-(hour + 3), -(hour + 2), -(hour + 1)];
  const event = (index: number, fee: string | null) => [
    "BEGIN:VEVENT",
    `UID:pay-${index}-${suffix}`,
    `DTSTART:${stamp(offsets[index] ?? -1)}`,
    `SUMMARY:North vs South ${index} (Varsity)`,
    "LOCATION:1651 Naismith Dr, Lawrence KS 66045",
    `DESCRIPTION:Site: Allen Fieldhouse${fee ? `\\nFee: ${fee}` : ""}`,
    "END:VEVENT",
  ];
  const file = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ArbiterSports Calendar//EN",
    `X-WR-CALNAME:${payer}`,
    ...event(0, "$65.00"),
    ...event(1, "$65.00"),
    ...event(2, null),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const imported = await api.post("/api/games/import", { headers: { "content-type": "text/calendar" }, data: file });
  if (imported.status() !== 200) throw new Error(`import answered ${imported.status()}: ${await imported.text()}`);
  const firstGame = new Date(Date.now() + (offsets[0] ?? -1) * 3_600_000);
  const year = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", year: "numeric" }).format(firstGame),
  );
  return { payer, year };
}
