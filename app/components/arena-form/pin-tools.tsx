import { type RefObject, useState } from "react";
import { CoordinatePicker, writeCoordinates } from "~/app/components/arena-map/coordinate-picker";
import { Button } from "~/app/components/ui/button";
import { LocateFixed } from "~/app/components/ui/icons/locate-fixed";
import { useDoorFix } from "~/app/lib/use-door-fix";
import { ARRIVAL_FORM_TEXT, PINS, type PinName } from "~/core/arenas/arrival-text";

type Status = { tone: "info" | "ok" | "error"; message: string } | null;

const TONE = { info: "text-muted-foreground", ok: "text-foreground", error: "font-medium text-destructive" } as const;

/**
 * A pin's tools beside its typed latitude and longitude (which always work): "Place on map" and
 * "I'm here", the position from the device, refused when its accuracy is worse than 100 m. Both need
 * JavaScript and are hidden without it.
 */
export function PinTools({ pin, formRef }: { pin: PinName; formRef: RefObject<HTMLFormElement | null> }) {
  const [status, setStatus] = useState<Status>(null);
  const { locating, locate } = useDoorFix((at, meters) => {
    writeCoordinates(formRef.current, PINS[pin], at);
    setStatus({ tone: "ok", message: ARRIVAL_FORM_TEXT.locationUsed(meters) });
  }, setStatus);

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
