import type { AppConfig } from "../platform/env.server";
import { createOsrmRouter, estimatingRouter, type Router } from "./routing";

/** The app's router: the OSRM-compatible service named by ROUTING_URL, else the offline estimate. */
export function createRouter({ config }: { config: AppConfig }): Router {
  if (!config.routingUrl) return estimatingRouter;
  return createOsrmRouter({
    baseUrl: config.routingUrl,
    userAgent: `Tipoff/1.0 (+https://tipoff.app; ${config.contactEmail})`,
  });
}
