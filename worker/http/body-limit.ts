import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { COMMON_TEXT } from "../../core/common-text";
import { fail } from "../../core/failure";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { IMPORT_TEXT } from "../../core/imports/messages";
import { apiErrorResponse, toApiError } from "./errors";

/**
 * The largest request body accepted anywhere. The biggest form (an arena, every text at its limit,
 * each character a 4-byte emoji sent percent-encoded) is about 130 KB; nothing legitimate is larger.
 */
export const MAX_BODY_BYTES = 256 * 1024;

export const BODY_TOO_LARGE_MESSAGE = "This request is too large. Shorten the text and try again.";

/** Past this much, a refused body is cut off rather than read to its end. */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/**
 * Reads what is left of a refused body and drops it. A server in front of the Worker (Vite's
 * preview, `wrangler dev`) that is still sending the body when the answer comes turns a 413 into a
 * 500; once the body has been read, the 413 reaches the person as sent.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let read = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > MAX_DISCARDED_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: there is nothing left to read.
  }
}

/**
 * Refuses a body over `maxBytes` with `refuse`'s answer, before any byte is parsed, and reads the
 * refused body to its end first (`discardRest`). A body within the limit is passed on as read.
 */
function bodyLimit({ maxSize, onError }: { maxSize: number; onError: (c: Context) => Response }) {
  return createMiddleware(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("content-length");
    const reader = body.getReader();
    if (declared !== undefined && !c.req.raw.headers.has("transfer-encoding") && Number(declared) > maxSize) {
      await discardRest(reader, 0);
      return onError(c);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await discardRest(reader, size);
        return onError(c);
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  });
}

/** 413 with the API's JSON error shape, before any byte is parsed or sanitised. */
export const apiBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => apiErrorResponse(c, toApiError(fail("too_large", BODY_TOO_LARGE_MESSAGE))),
});

/** Page form posts: the same limit, answered with a short page a person can read. */
export const pageBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c: Context) =>
    c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Request too large</title></head><body><main><h1>Request too large</h1><p>${BODY_TOO_LARGE_MESSAGE}</p><p>Use Back in your browser to return to the form with your text.</p><p><a href="/">${COMMON_TEXT.returnHome}</a></p></main></body></html>`,
      413,
    ),
});

/** Where a calendar file is uploaded: its own limit (1 MB), with its own message. */
export const IMPORT_API_PATH = "/api/games/import";
export const IMPORT_PAGE_PATH = "/games/import";

const importApiBodyLimit = bodyLimit({
  maxSize: IMPORT_LIMITS.maxBytes,
  onError: (c) => apiErrorResponse(c, toApiError(fail("too_large", IMPORT_TEXT.tooLarge))),
});

/** The API's body limit for this path: the calendar upload's, else the common one. */
export const apiBodyLimitFor = createMiddleware((c, next) =>
  c.req.path === IMPORT_API_PATH ? importApiBodyLimit(c, next) : apiBodyLimit(c, next),
);

// A multipart form adds its boundaries and headers around the file.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const importPageBodyLimit = bodyLimit({
  maxSize: IMPORT_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES,
  onError: (c: Context) =>
    c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>File too large</title></head><body><main><h1>File too large</h1><p>${IMPORT_TEXT.tooLarge}</p><p><a href="${IMPORT_PAGE_PATH}">${IMPORT_TEXT.pageTitle}</a></p></main></body></html>`,
      413,
    ),
});

/** The upload form posts to its page, or (with JavaScript) to the page's data URL. */
const IMPORT_PAGE_PATHS = new Set([IMPORT_PAGE_PATH, `${IMPORT_PAGE_PATH}.data`]);

/** The page's body limit for this path: the upload form's, else the common one. */
export const pageBodyLimitFor = createMiddleware((c, next) =>
  IMPORT_PAGE_PATHS.has(c.req.path) ? importPageBodyLimit(c, next) : pageBodyLimit(c, next),
);
