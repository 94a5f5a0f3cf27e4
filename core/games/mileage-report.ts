// The mileage report's shape, as the page, the CSV and the service share it.
import type { DriveSource, TripCount } from "../domain";
import type { MileagePeriod } from "./mileage-period";

/**
 * Where a game's miles came from: the routing service, the estimate, the person's own figure, or
 * the trip of an earlier game at the same gym that day (0 miles).
 */
export type MileageSource = DriveSource | "entered" | "same_trip";

export type MileageGame = {
  gameId: string;
  /** The game's date at its arena, YYYY-MM-DD. */
  date: string;
  arenaName: string;
  city: string;
  /** The start's label; null without a start. */
  startLabel: string | null;
  /** Where the trip starts as a log reads it: the address typed, or a saved place with its coordinates. */
  fromAddress: string | null;
  /** The business purpose a tax log asks for: "Officiating: Varsity Boys Basketball, North vs South". */
  purpose: string;
  /** The trip as the person counts it (round trip or one way), to 0.1 mile; null without a start. */
  miles: number | null;
  source: MileageSource | null;
};

export type MileageReport = MileagePeriod & {
  tripCount: TripCount;
  ratePerMile: number | null;
  totalMiles: number;
  /** totalMiles × ratePerMile in dollars, to the cent; null without a rate. */
  amount: number | null;
  games: MileageGame[];
};
