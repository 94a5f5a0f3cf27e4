import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { COMMON_TEXT } from "../common-text";
import { fail } from "../failure";
import { IMPORT_LIMITS } from "../imports/limits";
import { IMPORT_TEXT } from "../imports/messages";
import { apiErrorResponse, toApiError } from "./errors";

/**
 * The largest request body accepted anywhere. The biggest form (an arena, every text at its limit,
 * each character a 4-byte emoji sent percent-encoded) is about 130 KB; nothing legitimate is larger.
 */
export const MAX_BODY_BYTES = 256 * 1024;

export const BODY_TOO_LARGE_MESSAGE = "This request is too large. Shorten the text and try again.";

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
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Request too large</title></head><body><main><h1>Request too large</h1><p>${BODY_TOO_LARGE_MESSAGE}</p><p>Use Back in your browser to return to the form with your text.</p><p><a href="/">${COMMON_TEXT.returnHome}</a></p></main></body></html>`,
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
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>File too large</title></head><body><main><h1>File too large</h1><p>${IMPORT_TEXT.tooLarge}</p><p><a href="${IMPORT_PAGE_PATH}">${IMPORT_TEXT.pageTitle}</a></p></main></body></html>`,
      413,
    ),
});

/** The page's body limit for this path: the upload form's, else the common one. */
export const pageBodyLimitFor = createMiddleware((c, next) =>
  c.req.path === IMPORT_PAGE_PATH ? importPageBodyLimit(c, next) : pageBodyLimit(c, next),
);
