import { describe, expect, it } from "vitest";
import { geolocationFailure } from "~/app/lib/geolocation";

// What a person reads when the browser cannot give their position (app/lib/geolocation.ts).
const CODES = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const;
const positionError = (code: number): GeolocationPositionError => ({ code, message: "", ...CODES });

describe("geolocationFailure", () => {
  it.each([
    [1, "denied", "Location access denied by user."],
    [2, "unavailable", "Location information is unavailable."],
    [3, "timeout", "Location request timed out."],
    [9, "error", "Unable to retrieve your location."],
  ])("code %i reads as %s: %s", (code, status, message) => {
    expect(geolocationFailure(positionError(code))).toEqual({ status, message });
  });
});
