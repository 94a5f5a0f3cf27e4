// How much of the arrival knowledge is known, as the admin dashboard shows it.

export type ArrivalCoverage = {
  /** Arenas (published or pending) where anyone has an upcoming game. */
  arenasWithUpcomingGames: number;
  withEntrance: number;
  withParking: number;
  withDressingRoom: number;
  /** Of those, the ones with the most upcoming games and no officials' entrance, most first. */
  topWithoutEntrance: Array<{
    arenaId: string;
    arenaName: string;
    city: string;
    state: string;
    approved: boolean;
    upcomingGames: number;
  }>;
};
