import { useState } from "react";
import { ARRIVAL_FORM_TEXT, MAX_LOCATION_ACCURACY_METERS } from "~/core/arenas/arrival-text";
import type { Coordinates } from "~/core/geo/distance";
import { GEOLOCATION_MESSAGES, geolocationFailure } from "./geolocation";

/** What locating says while it works or when it fails; a fix's own words are the caller's. */
export type LocateStatus = { tone: "info" | "error"; message: string };

/** Six decimals, as the map picker writes them (about 10 cm). */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * "I'm here" for a pin: a fresh fix from the device, refused when its accuracy is worse than the
 * limit, handed to `onFix` with its accuracy in metres; else why not, through `setStatus`.
 */
export function useDoorFix(
  onFix: (at: Coordinates, meters: number) => void,
  setStatus: (status: LocateStatus) => void,
) {
  const [locating, setLocating] = useState(false);
  function locate() {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setStatus({ tone: "error", message: GEOLOCATION_MESSAGES.unsupported });
      return;
    }
    setLocating(true);
    setStatus({ tone: "info", message: ARRIVAL_FORM_TEXT.locating });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const meters = Math.round(position.coords.accuracy);
        if (meters > MAX_LOCATION_ACCURACY_METERS) {
          setStatus({ tone: "error", message: ARRIVAL_FORM_TEXT.locationTooRough(meters) });
          return;
        }
        onFix({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) }, meters);
      },
      (failure) => {
        setLocating(false);
        const found = geolocationFailure(failure);
        setStatus({ tone: "error", message: "message" in found ? found.message : GEOLOCATION_MESSAGES.unknown });
      },
      // A fresh fix only: a cached position from the road is not the door.
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  }
  return { locating, locate };
}
