// The weather simulation's own Vitest run (`npm run bench:weather`, docs/decisions/240): the Worker's
// weather check in workerd on a fresh local D1 and KV, a simulated day of cron runs against an
// in-process weather service that counts what it is asked.
import { simulationConfig } from "../sim/vitest-config.ts";

export default simulationConfig({
  bindings: {
    // The simulation passes its own weather service; nothing may leave the machine.
    WEATHER_BASE_URL: "",
    SIM_GAMES: process.env.SIM_GAMES ?? "100000",
    SIM_HOURS: process.env.SIM_HOURS ?? "26",
  },
  include: ["bench/weather/simulation.sim.ts"],
  testTimeout: 6 * 60 * 60 * 1000,
});
