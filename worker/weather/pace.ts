import type { Weather } from "./weather";

export type PaceClock = { now: () => number; sleep: (ms: number) => Promise<void> };

const realClock: PaceClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The service asked at most `perSecond` times a second from this isolate (a cron run's requests go
 * out from one): each request takes the next free slot, so a run's requests are spread over its
 * minutes instead of arriving at the service in one burst.
 */
export function pacedWeather(inner: Weather, perSecond: number, clock: PaceClock = realClock): Weather {
  const gapMs = 1000 / perSecond;
  let nextSlot = 0;
  return {
    async alertsAt(point) {
      const now = clock.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + gapMs;
      if (slot > now) await clock.sleep(slot - now);
      return inner.alertsAt(point);
    },
  };
}
