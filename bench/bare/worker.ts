import { createRequestHandler } from "react-router";

const handler = createRequestHandler(() => import("virtual:react-router/server-build"), "production");

export default { fetch: (request: Request) => handler(request) };
