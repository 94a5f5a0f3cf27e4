import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useState } from "react";
import { Button } from "~/app/components/ui/button";
import { MapPinned } from "~/app/components/ui/icons/map-pinned";
import { cn } from "~/app/lib/cn";
import { useMapTiles } from "~/app/lib/user";
import type { Coordinates } from "~/core/geo/distance";
import { MAP_TEXT } from "./map-text";

const PickMap = lazy(() => import("./pick-map"));

/** A town's streets and a few of its schools at once. */
const TOWN_ZOOM = 13;

function inputValue(form: HTMLFormElement | null, name: string): number {
  const input = form?.elements.namedItem(name);
  return input instanceof HTMLInputElement && input.value.trim() !== "" ? Number(input.value) : Number.NaN;
}

/** The names of a latitude and longitude pair in the form. */
export type CoordinateNames = { latitude: string; longitude: string };
export const ARENA_COORDINATES: CoordinateNames = { latitude: "latitude", longitude: "longitude" };

/** What is typed in the form now, if it is a usable position. */
export function readCoordinates(form: HTMLFormElement | null, names = ARENA_COORDINATES): Coordinates | null {
  const latitude = inputValue(form, names.latitude);
  const longitude = inputValue(form, names.longitude);
  const valid = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid ? { latitude, longitude } : null;
}

export function writeCoordinates(form: HTMLFormElement | null, names: CoordinateNames, at: Coordinates) {
  writeCoordinate(form, names.latitude, at.latitude);
  writeCoordinate(form, names.longitude, at.longitude);
}

function writeCoordinate(form: HTMLFormElement | null, name: string, value: number) {
  const input = form?.elements.namedItem(name);
  if (input instanceof HTMLInputElement) {
    input.value = String(value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * "Place on map": an alternative to typing latitude and longitude. Needs JavaScript (the map), so
 * it is hidden without it; the typed fields stay the way that always works.
 */
export function CoordinatePicker({
  formRef,
  names = ARENA_COORDINATES,
  hint = MAP_TEXT.pickerHint,
  pointLabel = MAP_TEXT.pickedPoint,
  showLabel = MAP_TEXT.showPicker,
  className,
  children,
  defaultOpen = false,
  zoom,
  center,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  /** The inputs it fills: the arena's own coordinates, or a pin's. */
  names?: CoordinateNames;
  hint?: string;
  pointLabel?: string;
  /** The toggle's label: a form with several pickers names what each one places. */
  showLabel?: string;
  className?: string;
  /** More tools beside "Place on map" (a pin's "I'm here"). */
  children?: ReactNode;
  /** Open at once: the point is only a town's centre, and the person has to place the pin. */
  defaultOpen?: boolean;
  /** The zoom the map opens at on a point already chosen (a town wants a wider view than a door). */
  zoom?: number;
  /** Where the map opens while no point is chosen (a town, seen wide): a view, never a point. */
  center?: Coordinates | null;
}) {
  const tiles = useMapTiles();
  const [open, setOpen] = useState(false);
  // Opened once in the browser: the map (Leaflet) never renders on the server.
  useEffect(() => {
    if (defaultOpen) setOpen(true);
  }, [defaultOpen]);
  if (!tiles && !children) return null;
  return (
    <div className={cn("js-only flex flex-col gap-2", className)}>
      <div className="flex flex-wrap items-start gap-2">
        {tiles ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            onClick={() => setOpen((shown) => !shown)}
          >
            <MapPinned className="size-4" aria-hidden />
            {open ? MAP_TEXT.hidePicker : showLabel}
          </Button>
        ) : null}
        {children}
      </div>
      {open && tiles ? (
        <>
          <p className="text-sm text-muted-foreground">{hint}</p>
          <Suspense fallback={<div className="h-72 w-full rounded-lg border bg-muted" />}>
            <PickMap
              tiles={tiles}
              initial={readCoordinates(formRef.current, names)}
              // A pin's map opens on the arena when the pin is still empty (read once opened, in the browser).
              center={center ?? (names === ARENA_COORDINATES ? null : readCoordinates(formRef.current))}
              {...(center ? { centerZoom: TOWN_ZOOM } : {})}
              pointLabel={pointLabel}
              {...(zoom === undefined ? {} : { zoom })}
              onPick={(at) => writeCoordinates(formRef.current, names, at)}
            />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}
