import { useCallback, useEffect, useState } from "react";

// The fixed geolocation messages, word for word (docs/product.md); high accuracy, a 10 s timeout, and a cached
// position accepted up to 10 minutes old at first and 5 minutes old on a manual request.
export const GEOLOCATION_MESSAGES = {
  unsupported: "Geolocation is not supported by this browser.",
  denied: "Location access denied by user.",
  unavailable: "Location information is unavailable.",
  timeout: "Location request timed out.",
  unknown: "Unable to retrieve your location.",
} as const;

const TIMEOUT_MS = 10_000;
const INITIAL_MAX_AGE_MS = 10 * 60_000;
const MANUAL_MAX_AGE_MS = 5 * 60_000;

export type GeolocationState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "granted"; coordinates: { latitude: number; longitude: number } }
  | { status: "denied" | "unavailable" | "timeout" | "unsupported" | "error"; message: string };

export function geolocationFailure(error: GeolocationPositionError): GeolocationState {
  if (error.code === error.PERMISSION_DENIED) return { status: "denied", message: GEOLOCATION_MESSAGES.denied };
  if (error.code === error.POSITION_UNAVAILABLE)
    return { status: "unavailable", message: GEOLOCATION_MESSAGES.unavailable };
  if (error.code === error.TIMEOUT) return { status: "timeout", message: GEOLOCATION_MESSAGES.timeout };
  return { status: "error", message: GEOLOCATION_MESSAGES.unknown };
}

/**
 * The visitor's position: asked once on mount (a cached fix up to 10 minutes old will do) and again
 * on demand (`request`, up to 5 minutes old), with high accuracy and a 10 s timeout.
 */
export function useGeolocation({ auto = true }: { auto?: boolean } = {}) {
  const [state, setState] = useState<GeolocationState>({ status: "idle" });

  const locate = useCallback((maximumAge: number) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setState({ status: "unsupported", message: GEOLOCATION_MESSAGES.unsupported });
      return;
    }
    setState({ status: "loading" });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({
          status: "granted",
          coordinates: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        }),
      (error) => setState(geolocationFailure(error)),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge },
    );
  }, []);

  useEffect(() => {
    if (auto) locate(INITIAL_MAX_AGE_MS);
  }, [auto, locate]);

  const request = useCallback(() => locate(MANUAL_MAX_AGE_MS), [locate]);
  return { state, request };
}
