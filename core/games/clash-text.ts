// Every text about two games the official cannot both make, once: My Games, the import's result,
// the API's descriptions and the change notice read these (docs/decisions/217).

const pairs = (count: number) => (count === 1 ? "1 pair of games clashes" : `${count} pairs of games clash`);

export const CLASH_TEXT = {
  /** "Can't make both: 25 min drive, 45 min short"; an overlap at one gym names no drive. */
  cantMakeBoth: (clash: { kind: "overlap" | "drive"; driveMinutes: number; minutesShort: number }) => {
    if (clash.kind === "drive")
      return `Can't make both: ${clash.driveMinutes} min drive, ${clash.minutesShort} min short`;
    return clash.driveMinutes > 0
      ? `Can't make both: the times overlap, ${clash.driveMinutes} min drive`
      : "Can't make both: the times overlap";
  },
  /** The other game of the pair: "With Hinkle Fieldhouse, Fri, Jan 15 · Tip-off 7:00 PM CST". */
  clashWith: (arena: string, day: string, tipoff: string) => `With ${arena}, ${day} · Tip-off ${tipoff}`,
  /** At the top of My Games and in an import's result. */
  count: (count: number) => `${pairs(count)}: you can't make both.`,
  firstClash: "See the first",
  /** In an import's result, to My Games (a link of its own name: the page has a "My Games" link). */
  seeThem: "See them",
  markKnown: "Mark as known",
  /** Begins with the button's own words, so a voice command of what is seen finds it. */
  markKnownLabel: (arena: string) => `Mark as known: the clash with the game at ${arena}`,
  marking: "Saving...",
  known: (arena: string) => `Known clash with the game at ${arena}`,
  marked: "Clash marked as known.",
  notFound: "Those two games do not clash, or one of them is not yours.",
  /** In a feed's change notice: "Can't make both: Hinkle Fieldhouse 7:00 PM and Gainbridge 8:00 PM." */
  notice: (first: string, second: string) => `Can't make both: ${first} and ${second}.`,
  noticeGame: (arena: string, time: string) => `${arena} ${time}`,
  noticeCount: (count: number) => `${pairs(count)}: you can't make both.`,
} as const;
