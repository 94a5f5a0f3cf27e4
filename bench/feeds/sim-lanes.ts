// The consumer's host lanes in the simulation's clock (docs/performance/notes/182-feeds-simulation.md). The Worker runs lanes
// side by side and waits out each host's pace in real time (worker/feeds/host-lanes.ts); here the
// lanes run one after another in real time, and each fetch is given the instant it would start at:
// a lane takes the earliest free of `parallel` slots, its fetches start as the Worker's would
// (`laneTurnAt`) and never before the previous one ended. Nothing waits, so a simulated day takes minutes.
import { type LaneRunner, laneTurnAt } from "~/worker/feeds/host-lanes";

export type SimFetch = { host: string; start: number; end: number };

export type SimulatedLanes = {
  run: LaneRunner;
  /** The fetch the lane is about to make (the simulation stamps it on the request). */
  current: () => SimFetch | null;
  /** When the last lane finished, in the simulation's clock. */
  end: () => number;
};

export function simulatedLanes({
  start,
  parallel,
  paceMs,
  latencyMs,
  onClock,
}: {
  start: number;
  parallel: number;
  paceMs: number;
  /** How long a fetch to that host takes, answer and processing included (the n-th of the run). */
  latencyMs: (host: string, n: number) => number;
  /**
   * Called with each instant a lane's work reaches, its start and then each fetch's start, so the
   * consumer's clock reads it there (a host's pause is read before the turn).
   */
  onClock: (at: number) => void;
}): SimulatedLanes {
  const slots = new Array<number>(parallel).fill(start);
  let current: SimFetch | null = null;
  let fetches = 0;
  const run: LaneRunner = async (lanes, work) => {
    for (const lane of lanes) {
      const slot = slots.indexOf(Math.min(...slots));
      const origin = slots[slot] ?? start;
      let lastStart: number | null = null;
      let lastEnd = origin;
      const turn = async () => {
        const at = Math.max(laneTurnAt(lastStart, start, paceMs), lastStart === null ? origin : lastEnd);
        lastStart = at;
        lastEnd = at + latencyMs(lane.host, fetches++);
        current = { host: lane.host, start: at, end: lastEnd };
        onClock(at);
        return at;
      };
      onClock(origin);
      for (const item of lane.items) await work(item, turn);
      current = null;
      slots[slot] = lastEnd;
    }
  };
  return { run, current: () => current, end: () => Math.max(...slots) };
}
