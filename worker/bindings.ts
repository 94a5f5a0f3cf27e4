import type { Services } from "./services.server";

/** The Hono app's environment: Worker bindings, plus what the first middlewares put on every request. */
export type AppBindings = { Bindings: Env; Variables: { services: Services; nonce: string } };
