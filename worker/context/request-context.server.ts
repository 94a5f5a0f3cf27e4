import { createContext, type RouterContextProvider } from "react-router";
import type { Ctx } from "./ctx";

export type RequestContext = {
  ctx: Ctx;
  execution: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  /** This response's Content-Security-Policy nonce, for the document's inline scripts. */
  nonce: string;
};

/** The one way loaders and actions reach bindings and services: `context.get(requestContext)`. */
export const requestContext = createContext<RequestContext>();

export function getCtx(context: Readonly<RouterContextProvider>): Ctx {
  return context.get(requestContext).ctx;
}
