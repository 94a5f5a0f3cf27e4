import { data } from "react-router";
import type { Arena } from "~/worker/arenas/arena";
import {
  type Actor,
  arenaMutationDeps,
  geocodeArenaAddress,
  type MutationFailure,
} from "~/worker/arenas/mutations.server";
import { clientIp } from "~/worker/rate-limit.server";
import type { Services } from "~/worker/services.server";
import type { CurrentUser } from "~/worker/users/current-user.server";
import { ArenaAddressSchema, type ArenaFieldErrors, arenaFieldErrors } from "~/worker/validation/arena";
import { type ArenaActionData, type ArenaFormValues, arenaFormValues, type GeocodeActionData } from "./arena-form";

export function actorFor(user: CurrentUser, request: Request): Actor {
  return { ...user, ip: clientIp(request.headers) };
}

export function invalidArenaForm(values: ArenaFormValues, fieldErrors: ArenaFieldErrors) {
  const error = Object.values(fieldErrors)[0] ?? "Please check the form";
  return data<ArenaActionData>({ error, values, fieldErrors }, 400);
}

/** A refused submit or save: its message, the typed values back, and Retry-After on a 429. */
export function arenaFailure(values: ArenaFormValues, outcome: MutationFailure) {
  const headers: HeadersInit = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
  const fieldErrors: ArenaFieldErrors = outcome.code === "geocoding_failed" ? { latitude: outcome.message } : {};
  const conflict: Partial<ArenaActionData> = outcome.current ? conflictDetails(outcome.current) : {};
  return data<ArenaActionData>(
    { error: outcome.message, values, fieldErrors, ...conflict },
    { status: outcome.status, headers },
  );
}

function conflictDetails(current: Arena): Pick<ArenaActionData, "version" | "current"> {
  return { version: current.updatedAt, current: arenaFormValues(current) };
}

/** Our own fault: logged, and the person keeps what they typed. */
export function unexpectedArenaFailure(values: ArenaFormValues, message: string, error: unknown) {
  console.error("arena form failed", error);
  return data<ArenaActionData>({ error: message, values, fieldErrors: {} }, 500);
}

/** The browser's first step when coordinates are missing: convert the address, show the toasts. */
export async function geocodeIntent(services: Services, actor: Actor, form: FormData) {
  const parsed = ArenaAddressSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const error = Object.values(arenaFieldErrors(parsed.error))[0] ?? "Please check the address";
    return data<GeocodeActionData>({ intent: "geocode", error }, 400);
  }
  const outcome = await geocodeArenaAddress(arenaMutationDeps(services), actor, parsed.data);
  if (!outcome.ok) {
    const headers: HeadersInit = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
    return data<GeocodeActionData>({ intent: "geocode", error: outcome.message }, { status: outcome.status, headers });
  }
  const coordinates = { latitude: outcome.latitude, longitude: outcome.longitude };
  return data<GeocodeActionData>({ intent: "geocode", coordinates });
}
