// The feed simulation's own Vitest run (docs/performance/notes/182-feeds-simulation.md): the
// Worker's code in workerd, the platforms' server started in Node beside it.
import { simulationConfig } from "../sim/vitest-config.ts";

export default simulationConfig({
  bindings: {
    // The platforms answer on loopback addresses; nothing else is loosened (docs/decisions/102).
    FEED_ALLOW_LOOPBACK: "true",
    SIM_FEEDS: process.env.SIM_FEEDS ?? "200000",
    SIM_HOURS: process.env.SIM_HOURS ?? "24",
    SIM_HOSTS: process.env.SIM_HOSTS ?? "2000",
  },
  include: ["bench/feeds/simulation.sim.ts"],
  globalSetup: ["bench/feeds/platforms.ts"],
  testTimeout: 24 * 60 * 60 * 1000,
});
