import type { Ctx } from "./ctx";

/** The Hono app's environment: Worker bindings, plus what the first middlewares put on every request. */
export type AppBindings = { Bindings: Env; Variables: { ctx: Ctx; nonce: string } };
