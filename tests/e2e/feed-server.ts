import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type CalendarServer = {
  server: Server;
  link: string;
  /** What the server answers from now on. */
  serve: (body: string) => void;
  /** From now on the server answers 429 with this Retry-After (seconds), as a busy platform does. */
  askToWait: (seconds: number) => void;
};

/**
 * A calendar feed of a test's own, served on this machine on a free port (the e2e server lets feed
 * links name it).
 */
export async function startCalendarServer(): Promise<CalendarServer> {
  let body = "";
  let retryAfter: number | null = null;
  const server = createServer((_request, response) => {
    if (retryAfter !== null) {
      response.writeHead(429, { "retry-after": String(retryAfter) });
      response.end();
      return;
    }
    response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    link: `http://127.0.0.1:${port}/ical/${crypto.randomUUID()}.ics`,
    serve: (next) => {
      body = next;
    },
    askToWait: (seconds) => {
      retryAfter = seconds;
    },
  };
}
