import { data } from "react-router";
import { type Failure, failureHeaders, statusOf } from "~/core/failure";

/**
 * The one adapter from a domain Failure to a route action's answer: `{ error, ...extra }` with
 * the kind's status and Retry-After on a 429 (forwardActionHeaders lets it reach the document).
 * `extra` may replace `error` when the page words the refusal differently from the API.
 */
export function failureData<Extra extends object = object>(failure: Failure, extra?: Extra) {
  return data({ error: failure.message, ...extra } as { error: string } & Extra, {
    status: statusOf(failure),
    headers: failureHeaders(failure),
  });
}
