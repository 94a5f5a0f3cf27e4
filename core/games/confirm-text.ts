// No imports: My Games, the API's descriptions and the day-after push read these (docs/decisions/244).

/** Every text about a game to accept on the platform that added or moved it. */
export const CONFIRM_TEXT = {
  badge: "To accept",
  /** The calendar's label names the platform: "Accept it in Arbiter Group". */
  acceptIn: (label: string) => `Accept it in ${label}`,
  accepted: "Accepted",
  /** Begins with the button's own words, so a voice command of what is seen finds it. */
  acceptedLabel: (arena: string) => `Accepted: the game at ${arena}`,
  saving: "Saving...",
  done: "Marked as accepted.",
  /** At the top of My Games. */
  count: (count: number) => (count === 1 ? "1 new or moved game to accept" : `${count} new or moved games to accept`),
  first: "See the first",
  /** The push a day after the mark, while the game is still to accept. */
  pushTitle: (count: number, label: string) =>
    count === 1 ? `Still to accept in ${label}` : `${count} games still to accept in ${label}`,
  pushBody: (count: number, game: string) =>
    count === 1
      ? `${game}. Accept it there, then tap Accepted on My Games.`
      : `The first: ${game}. Accept them there, then tap Accepted on My Games.`,
  /** "Fri Dec 4, 7:00 PM, Hinkle Fieldhouse". */
  pushGame: (day: string, time: string, arena: string) => `${day}, ${time}, ${arena}`,
} as const;
