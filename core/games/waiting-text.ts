// Every text about games whose arena an admin deleted, once: My Games, the chooser page and the API.

/** "Mercy Gym" or "Mercy Gym (Dayton, OH)": how a removed gym is named. */
export function lostArenaLabel(lost: { name: string; city: string; state: string }): string {
  const place = [lost.city, lost.state].filter(Boolean).join(", ");
  return place ? `${lost.name} (${place})` : lost.name;
}

export const WAITING_TEXT = {
  /** The notice at the top of My Games, one per removed gym. */
  notice: (arena: string, count: number) =>
    `${arena} was removed. Choose the gym for ${count === 1 ? "1 game" : `${count} games`}.`,
  badge: "Waiting for a gym",
  wasAt: (arena: string) => `Planned at ${arena}, which was removed.`,
  chooseLink: "Choose the gym",
  pageTitle: "Choose the gym",
  lead: (arena: string) => `This game was planned at ${arena}, which was removed. Which gym is it at now?`,
  searchLabel: "Arena name, school or city",
  searchButton: "Search",
  noMatches: "No arena matches. Try another name, or add the gym.",
  chooseButton: "Choose this gym",
  choosing: "Choosing...",
  addGym: "Add a gym",
  chosen: (arena: string) => `The game is now at ${arena}.`,
  /** A change other than choosing the gym, asked of a game that has none. */
  chooseFirst: "This game's gym was removed: choose its gym first.",
  notWaiting: "This game already has its gym.",
  unknownName: "A removed gym",
} as const;

/** API code of a change refused because the game waits for a gym. */
export const WAITING_ERROR_CODE = "waiting_for_arena";
