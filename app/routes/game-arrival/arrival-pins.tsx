import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "~/app/components/ui/button";
import { Crosshair } from "~/app/components/ui/icons/crosshair";
import { LocateFixed } from "~/app/components/ui/icons/locate-fixed";
import { X } from "~/app/components/ui/icons/x";
import { type ArrivalFormValues, pinOf } from "~/app/lib/arrival-form";
import { cn } from "~/app/lib/cn";
import { useDoorFix } from "~/app/lib/use-door-fix";
import { useMapTiles } from "~/app/lib/user";
import { ARRIVAL_FORM_TEXT, PINS, type PinName } from "~/core/arenas/arrival-text";
import type { Coordinates } from "~/core/geo/distance";
import { ARRIVAL_FORM_PAGE_TEXT } from "~/core/knowledge/messages";
import type { PinMapHandle } from "./arrival-pin-map";

// Loaded after the page is up (its own chunk, Leaflet with it), never on the server.
const ArrivalPinMap = lazy(() => import("./arrival-pin-map"));

const PIN_NAMES = ["entrance", "parking"] as const;
const PIN_LABELS: Record<PinName, string> = {
  entrance: ARRIVAL_FORM_PAGE_TEXT.pinDoor,
  parking: ARRIVAL_FORM_PAGE_TEXT.pinParking,
};
const text = (value: number | undefined) => (value === undefined ? "" : String(value));

type Status = { tone: "info" | "error"; message: string } | null;

/** Mounted in the browser only: the map never renders on the server or without JavaScript. */
function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

type Pins = Record<PinName, Coordinates | null>;

/** The pins, the one a tap places, and the location's status line. */
function usePins(values: ArrivalFormValues) {
  const [pins, setPins] = useState<Pins>(() => ({
    entrance: pinOf(values, "entrance"),
    parking: pinOf(values, "parking"),
  }));
  const [active, setActive] = useState<PinName>(() => (pinOf(values, "entrance") ? "parking" : "entrance"));
  const [status, setStatus] = useState<Status>(null);

  function place(pin: PinName, at: Coordinates) {
    setPins((current) => {
      // The door first: once it is placed, the next tap places the parking if that is still empty.
      if (pin === "entrance" && !current.parking) setActive("parking");
      return { ...current, [pin]: at };
    });
    // The pin's line below says it (aloud too): the status line is for the location's messages.
    setStatus(null);
  }
  const remove = (pin: PinName) => setPins((current) => ({ ...current, [pin]: null }));
  return { pins, active, setActive, status, setStatus, place, remove };
}

/** The pins' hidden inputs: always in the form, so a post without JavaScript sends them back. */
function PinInputs({ pins }: { pins: Pins }) {
  return PIN_NAMES.flatMap((pin) => [
    <input key={`${pin}-lat`} type="hidden" name={PINS[pin].latitude} value={text(pins[pin]?.latitude)} readOnly />,
    <input key={`${pin}-lng`} type="hidden" name={PINS[pin].longitude} value={text(pins[pin]?.longitude)} readOnly />,
  ]);
}

/** Which pin a tap on the map places. */
function PinChoice({ active, onChange }: { active: PinName; onChange: (pin: PinName) => void }) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{ARRIVAL_FORM_PAGE_TEXT.choosePin}</legend>
      {PIN_NAMES.map((pin) => (
        <label
          key={pin}
          className={cn(
            "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium",
            active === pin ? "border-primary bg-primary/10" : "border-input",
          )}
        >
          <input
            type="radio"
            name="active-pin"
            value={pin}
            checked={active === pin}
            onChange={() => onChange(pin)}
            className="size-4 accent-primary"
          />
          {PIN_LABELS[pin]}
        </label>
      ))}
    </fieldset>
  );
}

/** Each pin's line: placed or missing, with Remove once placed. */
function PinLines({ pins, onRemove }: { pins: Pins; onRemove: (pin: PinName) => void }) {
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-live="polite">
      {PIN_NAMES.map((pin) => (
        <li key={pin} className="flex min-h-11 flex-wrap items-center gap-2" data-testid={`pin-status-${pin}`}>
          <span>
            {pins[pin]
              ? ARRIVAL_FORM_PAGE_TEXT.pinPlaced(PIN_LABELS[pin])
              : ARRIVAL_FORM_PAGE_TEXT.pinMissing(PIN_LABELS[pin])}
          </span>
          {pins[pin] ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(pin)}>
              <X className="size-4" aria-hidden />
              {ARRIVAL_FORM_PAGE_TEXT.removePin(PIN_LABELS[pin])}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** "I'm here" and, with the map shown, "At the map's centre": the ways that need no pointer. */
function PinButtons({
  locating,
  onLocate,
  onCentre,
}: {
  locating: boolean;
  onLocate: () => void;
  onCentre: (() => void) | null;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" onClick={onLocate} disabled={locating}>
        <LocateFixed className="size-4" aria-hidden />
        {ARRIVAL_FORM_TEXT.useLocation}
      </Button>
      {onCentre ? (
        <Button type="button" variant="outline" size="sm" onClick={onCentre}>
          <Crosshair className="size-4" aria-hidden />
          {ARRIVAL_FORM_PAGE_TEXT.atCentre}
        </Button>
      ) : null}
    </div>
  );
}

const MAP_LOADING = (
  <div className="grid h-64 w-full place-items-center rounded-lg border bg-muted text-sm sm:h-80">
    {ARRIVAL_FORM_PAGE_TEXT.loadingMap}
  </div>
);

/**
 * The door and parking pins: the map (tap to place the chosen pin, drag to adjust), "I'm here" and
 * "At the map's centre" (the ways that need no pointer), and the pins' hidden inputs. Those inputs
 * are always in the form, so without JavaScript the pins already saved are sent back unchanged.
 */
export function ArrivalPins({
  values,
  arena,
  arenaName,
  error,
}: {
  values: ArrivalFormValues;
  arena: Coordinates | null;
  arenaName: string;
  /** A pin refused by the server (too far from the arena, half a pin). */
  error: string | undefined;
}) {
  const tiles = useMapTiles();
  const mounted = useMounted();
  const { pins, active, setActive, status, setStatus, place, remove } = usePins(values);
  const { locating, locate } = useDoorFix((at) => place(active, at), setStatus);
  const handle = useRef<PinMapHandle | null>(null);
  const showMap = mounted && tiles && arena;
  const centre = () => {
    const center = handle.current?.center();
    if (center) place(active, center);
  };

  return (
    <section aria-labelledby="arrival-pins-title" className="flex min-w-0 flex-col gap-3">
      <PinInputs pins={pins} />
      <div>
        <h2 id="arrival-pins-title" className="text-base font-semibold">
          {ARRIVAL_FORM_PAGE_TEXT.mapTitle}
        </h2>
        <p className="no-js-only text-sm text-muted-foreground">{ARRIVAL_FORM_PAGE_TEXT.needsJavaScript}</p>
        <p className="js-only text-sm text-muted-foreground">{ARRIVAL_FORM_PAGE_TEXT.mapHint}</p>
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
      <div className="js-only flex flex-col gap-3">
        <PinChoice active={active} onChange={setActive} />
        {showMap ? (
          <Suspense fallback={MAP_LOADING}>
            <ArrivalPinMap
              tiles={tiles}
              arena={arena}
              arenaName={arenaName}
              pins={pins}
              active={active}
              onPlace={place}
              handle={handle}
            />
          </Suspense>
        ) : null}
        <PinButtons locating={locating} onLocate={locate} onCentre={showMap ? centre : null} />
        <PinLines pins={pins} onRemove={remove} />
        <p role="status" className={cn("text-sm", status?.tone === "error" && "font-medium text-destructive")}>
          {status?.message}
        </p>
      </div>
    </section>
  );
}
