// The simulation's settings, passed as bindings by bench/feeds/vitest.config.ts.
declare namespace Cloudflare {
  interface Env {
    SIM_FEEDS?: string;
    SIM_HOURS?: string;
    SIM_HOSTS?: string;
  }
}
