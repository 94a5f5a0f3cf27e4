// How one consumer invocation spreads its fetches over hosts (docs/decisions/181): a lane per
// host, its feeds fetched one after another, each start at least `paceMs` after the lane's last
// and the first `paceMs` after the invocation began; lanes run side by side, at most `parallel` at once.

/** One host's work in the order it is done. */
export type HostLane<T> = { host: string; items: T[] };

/**
 * Waits until the lane may start its next fetch and returns that instant. Work that fetches
 * nothing (a feed skipped, or put off while its host is paused) does not take a turn.
 */
export type LaneTurn = () => Promise<number>;

export type LaneRunner = <T>(lanes: HostLane<T>[], work: (item: T, turn: LaneTurn) => Promise<void>) => Promise<void>;

export type LaneClock = { now: () => number; sleep: (ms: number) => Promise<void> };

const realClock: LaneClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The earliest instant a lane's next fetch may start: a pace after its previous one, and its first
 * a pace after the invocation began. A consumer invocation starts only after the previous one on
 * its slot ended, so the previous invocation's last fetch to the host started before this one
 * began: a host's fetches from one slot are a pace apart across invocations too. With
 * `perHostInFlight` slots, no minute holds more than `perHostInFlight × 60 s / paceMs` starts.
 */
export function laneTurnAt(previousStart: number | null, invocationStart: number, paceMs: number): number {
  return (previousStart ?? invocationStart) + paceMs;
}

/** The lanes as the Worker runs them, in real time. */
export function pacedLanes({ parallel, paceMs }: { parallel: number; paceMs: number }, clock = realClock): LaneRunner {
  return async (lanes, work) => {
    const invocationStart = clock.now();
    const waiting = [...lanes];
    const runLane = async (lane: (typeof lanes)[number]) => {
      let lastStart: number | null = null;
      const turn: LaneTurn = async () => {
        const wait = laneTurnAt(lastStart, invocationStart, paceMs) - clock.now();
        if (wait > 0) await clock.sleep(wait);
        lastStart = clock.now();
        return lastStart;
      };
      for (const item of lane.items) await work(item, turn);
    };
    const worker = async () => {
      for (let lane = waiting.shift(); lane; lane = waiting.shift()) await runLane(lane);
    };
    await Promise.all(Array.from({ length: Math.min(parallel, lanes.length) }, worker));
  };
}
