// The simulation's settings, passed as bindings by bench/weather/vitest.config.ts.
declare namespace Cloudflare {
  interface Env {
    SIM_GAMES?: string;
    SIM_HOURS?: string;
  }
}
