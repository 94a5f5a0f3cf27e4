import type { HeadersFunction } from "react-router";

/** Lets an action's headers (for example Retry-After on a 429) reach the document response. */
export const forwardActionHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => {
    headers.set(name, value);
  });
  return headers;
};
