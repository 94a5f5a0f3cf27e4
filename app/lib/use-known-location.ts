import { useEffect, useState } from "react";
import { useGeolocation } from "./geolocation";

/**
 * The position for showing distances on list pages: fetched at once when the visitor already
 * allowed location, otherwise only when they ask (no surprise permission prompt while browsing).
 */
export function useKnownLocation() {
  const [allowed, setAllowed] = useState(false);
  const { state, request } = useGeolocation({ auto: allowed });

  useEffect(() => {
    if (typeof navigator === "undefined" || !navigator.permissions) return;
    navigator.permissions
      .query({ name: "geolocation" })
      .then((status) => setAllowed(status.state === "granted"))
      .catch(() => setAllowed(false));
  }, []);

  return { state, request, coordinates: state.status === "granted" ? state.coordinates : null };
}
