import { MapPinned } from "lucide-react";
import { lazy, type RefObject, Suspense, useState } from "react";
import { Button } from "~/app/components/ui/button";
import { useMapTiles } from "~/app/lib/user";
import type { Coordinates } from "~/worker/geo/distance";
import { MAP_TEXT } from "./map-text";

const PickMap = lazy(() => import("./pick-map"));

function inputValue(form: HTMLFormElement | null, name: string): number {
  const input = form?.elements.namedItem(name);
  return input instanceof HTMLInputElement && input.value.trim() !== "" ? Number(input.value) : Number.NaN;
}

/** What is typed in the form now, if it is a usable position. */
function readCoordinates(form: HTMLFormElement | null): Coordinates | null {
  const latitude = inputValue(form, "latitude");
  const longitude = inputValue(form, "longitude");
  const valid = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid ? { latitude, longitude } : null;
}

function writeCoordinate(form: HTMLFormElement | null, name: "latitude" | "longitude", value: number) {
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
export function CoordinatePicker({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const tiles = useMapTiles();
  const [open, setOpen] = useState(false);
  if (!tiles) return null;
  return (
    <div className="js-only flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        <MapPinned className="size-4" aria-hidden />
        {open ? MAP_TEXT.hidePicker : MAP_TEXT.showPicker}
      </Button>
      {open ? (
        <>
          <p className="text-sm text-muted-foreground">{MAP_TEXT.pickerHint}</p>
          <Suspense fallback={<div className="h-72 w-full rounded-lg border bg-muted" />}>
            <PickMap
              tiles={tiles}
              initial={readCoordinates(formRef.current)}
              onPick={({ latitude, longitude }) => {
                writeCoordinate(formRef.current, "latitude", latitude);
                writeCoordinate(formRef.current, "longitude", longitude);
              }}
            />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}
