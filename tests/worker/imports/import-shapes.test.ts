// Teams, level and crew as each assigning platform writes them (the shapes of ../shared/FEEDS.md),
// read from whole events the way an import reads them.
import { describe, expect, it } from "vitest";
import type { ImportedEvent } from "~/core/imports/game-fields";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { parseCalendar } from "~/worker/imports/parse";
import { calendar, utcStamp } from "../import-samples";

const NOW = Date.now();
const DAY_MS = 86_400_000;

type Shape = { summary: string; description?: string; prodid?: string };

/** One event of this shape, read as an import reads it. */
function read({ summary, description, prodid }: Shape): ImportedEvent {
  const text = calendar(
    [
      "BEGIN:VEVENT",
      `UID:${crypto.randomUUID()}`,
      `DTSTART:${utcStamp(NOW + 5 * DAY_MS)}`,
      `SUMMARY;LANGUAGE=en-us:${summary}`,
      "LOCATION: 200 Sample School Rd, Sample City WA  99001",
      ...(description === undefined ? [] : [`DESCRIPTION:${description.replaceAll("\n", "\\n")}`]),
      "END:VEVENT",
    ],
    prodid ? { prodid } : {},
  );
  const outcome = parseCalendar(text, NOW);
  const event = outcome.ok ? outcome.calendar.events[0] : undefined;
  if (!event) throw new Error("no event read");
  return event;
}

/** The line a game card shows under its gym: "Parkview at Grayson · Varsity Girls". */
const cardLine = (event: ImportedEvent) =>
  [event.teams ? IMPORT_TEXT.matchup(event.teams) : null, event.level].filter(Boolean).join(" · ");
const crewLine = (event: ImportedEvent) => event.crew.map(IMPORT_TEXT.crewMember).join(", ");

describe("what each platform's events say", () => {
  it("ArbiterSports: level and sport as the title, every partner of the crew kept, one without a position too", () => {
    const event = read({
      summary: "Varsity Girls Soccer - HS",
      description: [
        "Sport: Soccer",
        "Level: Varsity",
        "Team: Central",
        "Site: Central High School",
        "Subsite: Main Field",
        "Pat Lee  Position: Referee",
        "Sam Roe 555-123-4567  Position: Umpire  Kim Ode  Position: Umpire 2",
        "Lee Park  Position:",
      ].join("\n"),
    });
    expect(event.teams).toBeNull();
    expect(event.level).toBe("Varsity");
    expect(crewLine(event)).toBe("Pat Lee (Referee), Sam Roe (Umpire), Kim Ode (Umpire 2), Lee Park");
  });

  it("ArbiterSports: a tournament's title is its level", () => {
    const event = read({ summary: "U14G Tournament", description: "Sport: Basketball\nSite: Expo Hall" });
    expect(event.teams).toBeNull();
    expect(event.level).toBe("U14G Tournament");
  });

  it("HorizonWebRef: the calendar's owner is You, partners by position, the game's number aside", () => {
    const event = read({
      summary: "Game #4411: Parkview at Grayson",
      description: "Level: Varsity Girls\nYour Position: Umpire 1\nReferee: Pat Lee\nUmpire 2 - Sam Roe (555) 123-4567",
    });
    expect(event.teams).toEqual({ away: "Parkview", home: "Grayson" });
    expect(cardLine(event)).toBe("Parkview at Grayson · Varsity Girls");
    expect(crewLine(event)).toBe("You (Umpire 1), Pat Lee (Referee), Sam Roe (Umpire 2)");
  });

  it("RefTown: Visitor @ Home, its Level and League lines, a crew list", () => {
    const event = read({
      summary: "Lincoln Lions @ Douglas Eagles",
      description: "Level: JV Boys\nLeague: Metro\nCrew: Pat Lee (Referee), Sam Roe (Umpire)",
    });
    expect(event.teams).toEqual({ away: "Lincoln Lions", home: "Douglas Eagles" });
    expect(event.level).toBe("JV Boys");
    expect(crewLine(event)).toBe("Pat Lee (Referee), Sam Roe (Umpire)");
  });

  it("Assignr: the level after a dash is the level, not the home team's name", () => {
    const event = read({ summary: "Westview vs. Eastview - 8th Grade Boys" });
    expect(event.teams).toEqual({ versus: ["Westview", "Eastview"] });
    expect(cardLine(event)).toBe("Westview vs Eastview · 8th Grade Boys");
  });

  it("DragonFly: the role before the title and the level in trailing parentheses", () => {
    const event = read({ summary: "Referee: Vandals vs Atlanta (Varsity Boys.)" });
    expect(cardLine(event)).toBe("Vandals vs Atlanta · Varsity Boys");
  });

  it("RefQuest: the teams from the note Away at Home (1:00PM EDT) when the title names none", () => {
    const event = read({ summary: "Varsity Boys Basketball", description: "Lincoln at Douglas (1:00PM EDT)" });
    expect(event.teams).toEqual({ away: "Lincoln", home: "Douglas" });
    expect(event.level).toBe("Varsity Boys Basketball");
  });

  it("GotSport: an age group before a colon is the level", () => {
    const event = read({ summary: "U14 Boys: Lakers FC vs United SC" });
    expect(cardLine(event)).toBe("Lakers FC vs United SC · U14 Boys");
  });

  it("a level before the teams shows once", () => {
    const event = read({
      summary: "Varsity Girls Basketball - Parkview at Grayson",
      description: "Level: Varsity Girls",
    });
    expect(cardLine(event)).toBe("Parkview at Grayson · Varsity Girls");
  });

  it("Home: and Away: lines name the teams when the title does not", () => {
    const event = read({ summary: "Game 1234", description: "Home: Grayson\nAway: Parkview\nLevel: JV" });
    expect(cardLine(event)).toBe("Parkview at Grayson · JV");
  });

  it.each([
    ["HC Davos - SCL Tigers", { versus: ["HC Davos", "SCL Tigers"] }, null],
    ["Toronto (TOR) vs. Buffalo (BUF)", { versus: ["Toronto (TOR)", "Buffalo (BUF)"] }, null],
    ["Lakers – Celtics (JV)", { versus: ["Lakers", "Celtics"] }, "JV"],
    ["Varsity Boys Basketball - HS", null, "Varsity Boys Basketball - HS"],
  ])("%s", (summary, teams, level) => {
    const event = read({ summary });
    expect(event.teams).toEqual(teams);
    expect(event.level).toBe(level);
  });
});
