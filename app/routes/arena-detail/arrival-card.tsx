import type { ReactNode } from "react";
import { MapsAppForm } from "~/app/components/directions/maps-app-form";
import { Card } from "~/app/components/ui/card";
import type { IconComponent } from "~/app/components/ui/icon";
import { ClipboardList } from "~/app/components/ui/icons/clipboard-list";
import { Clock } from "~/app/components/ui/icons/clock";
import { DoorOpen } from "~/app/components/ui/icons/door-open";
import { MapPin } from "~/app/components/ui/icons/map-pin";
import { Shirt } from "~/app/components/ui/icons/shirt";
import { SquareParking } from "~/app/components/ui/icons/square-parking";
import { UserRound } from "~/app/components/ui/icons/user-round";
import { type ArenaArrival, arrivalPin } from "~/core/arenas/arena";
import {
  ARRIVAL_CARD_TEXT,
  ARRIVAL_LABELS,
  ARRIVAL_TEXT_FIELDS,
  ARRIVAL_TEXT_KEYS,
  type ArrivalTextField,
} from "~/core/arenas/arrival-text";
import type { Directions } from "~/core/arenas/directions";
import type { MapsApp } from "~/core/domain";
import { DirectionsLinks } from "./directions-links";

// Each arrival text field's icon; a field without one of its own gets the generic one.
const ARRIVAL_ICONS: Partial<Record<ArrivalTextField, IconComponent>> = {
  officialsEntrance: DoorOpen,
  officialsParking: SquareParking,
  dressingRoom: Shirt,
  reportTo: UserRound,
};

function Item({
  label,
  Icon,
  text,
  placeholder,
  pinned = false,
}: {
  label: string;
  Icon: IconComponent;
  text: string;
  placeholder: string;
  pinned?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-3 font-medium">
        <Icon className="size-5 shrink-0 text-primary" aria-hidden />
        {label}
      </dt>
      <dd className="mt-0.5 pl-8">
        {text ? (
          <span className="whitespace-pre-line break-words">{text}</span>
        ) : (
          <span className="text-muted-foreground italic">{placeholder}</span>
        )}
        {pinned ? (
          <span className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden />
            {ARRIVAL_CARD_TEXT.pinned}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * The game-day card, first on the arena page: the address with Get Directions (and the walk from
 * the lot), then each arrival text field of the table under its label and how early to come, with
 * the table's empty text for what is missing; the maps-app choice last. Directions stay above the fold on a phone.
 */
export function ArrivalCard({
  address,
  arrival,
  directions,
  mapsApp,
  returnTo,
  footer,
}: {
  address: string;
  arrival: ArenaArrival;
  directions: Directions;
  mapsApp: MapsApp;
  returnTo: string;
  /** How fresh the details are, and "Still accurate?" for signed-in users. */
  footer?: ReactNode;
}) {
  return (
    <Card className="mt-6 p-4 sm:p-5" data-testid="arrival-card">
      <h2 id="arrival-title" className="text-lg font-semibold">
        {ARRIVAL_CARD_TEXT.title}
      </h2>
      <div className="mt-3 grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          <h3 className="flex items-center gap-2 font-medium">
            <MapPin className="size-5 text-primary" aria-hidden />
            {ARRIVAL_CARD_TEXT.address}
          </h3>
          <p className="mt-1 text-lg" data-testid="arena-address">
            {address}
          </p>
          <DirectionsLinks directions={directions} />
        </div>
        <dl className="grid content-start gap-4">
          {ARRIVAL_TEXT_KEYS.map((field) => (
            <Item
              key={field}
              label={ARRIVAL_TEXT_FIELDS[field].label}
              Icon={ARRIVAL_ICONS[field] ?? ClipboardList}
              text={arrival[field]}
              placeholder={ARRIVAL_TEXT_FIELDS[field].empty}
              pinned={arrivalPin(arrival, field) !== null}
            />
          ))}
          <Item
            label={ARRIVAL_LABELS.arrivalMinutes}
            Icon={Clock}
            text={arrival.arrivalMinutes === null ? "" : ARRIVAL_CARD_TEXT.arrivalMinutes(arrival.arrivalMinutes)}
            placeholder={ARRIVAL_CARD_TEXT.noArrivalMinutes}
          />
        </dl>
      </div>
      {footer ? <div className="mt-4 flex flex-wrap items-center justify-between gap-3">{footer}</div> : null}
      <div className="mt-5 border-t pt-4">
        <MapsAppForm current={mapsApp} returnTo={returnTo} />
      </div>
    </Card>
  );
}
