import { type RefObject, useState } from "react";
import { CoordinatePicker, writeCoordinates } from "~/app/components/arena-map/coordinate-picker";
import { Button } from "~/app/components/ui/button";
import { LocateFixed } from "~/app/components/ui/icons/locate-fixed";
import { GEOLOCATION_MESSAGES, geolocationFailure } from "~/app/lib/geolocation";
import { ARRIVAL_FORM_TEXT, MAX_LOCATION_ACCURACY_METERS, PINS, type PinName } from "~/core/arenas/arrival-text";

type Status = { tone: "info" | "ok" | "error"; message: string } | null;

const TONE = { info: "text-muted-foreground", ok: "text-foreground", error: "font-medium text-destructive" } as const;

/** Six decimals, as the map picker writes them (about 10 cm). */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A pin's tools beside its typed latitude and longitude (which always work): "Place on map" and
 * "I'm here", the position from the device, refused when its accuracy is worse than 100 m. Both need
 * JavaScript and are hidden without it.
 */
export function PinTools({ pin, formRef }: { pin: PinName; formRef: RefObject<HTMLFormElement | null> }) {
  const [status, setStatus] = useState<Status>(null);
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
        writeCoordinates(formRef.current, PINS[pin], {
          latitude: round(position.coords.latitude),
          longitude: round(position.coords.longitude),
        });
        setStatus({ tone: "ok", message: ARRIVAL_FORM_TEXT.locationUsed(meters) });
      },
      (error) => {
        setLocating(false);
        const failed = geolocationFailure(error);
        setStatus({ tone: "error", message: "message" in failed ? failed.message : GEOLOCATION_MESSAGES.unknown });
      },
      // A fresh fix only: a cached position from the road is not the door.
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  }

  return (
    <fieldset className="js-only flex min-w-0 flex-col gap-2">
      <legend className="sr-only">{ARRIVAL_FORM_TEXT.pinGroup[pin]}</legend>
      <CoordinatePicker
        formRef={formRef}
        names={PINS[pin]}
        hint={ARRIVAL_FORM_TEXT.pickerHint[pin]}
        pointLabel={ARRIVAL_FORM_TEXT.pickedPoint[pin]}
        showLabel={ARRIVAL_FORM_TEXT.showPicker[pin]}
      >
        <Button type="button" variant="outline" size="sm" onClick={locate} disabled={locating}>
          <LocateFixed className="size-4" aria-hidden />
          {ARRIVAL_FORM_TEXT.useLocation}
        </Button>
      </CoordinatePicker>
      <p role="status" className={`text-sm ${status ? TONE[status.tone] : ""}`}>
        {status?.message}
      </p>
    </fieldset>
  );
}
