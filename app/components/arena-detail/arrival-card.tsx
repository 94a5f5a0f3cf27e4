import { Clock, DoorOpen, type LucideIcon, MapPin, Shirt, SquareParking } from "lucide-react";
import { Card } from "~/app/components/ui/card";
import type { ArenaArrival } from "~/worker/arenas/arena";
import { ARRIVAL_CARD_TEXT } from "~/worker/arenas/arrival-text";

function Item({
  label,
  Icon,
  text,
  placeholder,
  pinned = false,
}: {
  label: string;
  Icon: LucideIcon;
  text: string;
  placeholder: string;
  pinned?: boolean;
}) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0">
        <dt className="font-medium">{label}</dt>
        <dd className="mt-0.5">
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
    </div>
  );
}

/** What an official needs at the door, first on the arena page; placeholders say what is missing. */
export function ArrivalCard({ arrival }: { arrival: ArenaArrival }) {
  const { placeholders } = ARRIVAL_CARD_TEXT;
  return (
    <Card className="mt-6 p-4 sm:p-5" data-testid="arrival-card">
      <h2 className="text-lg font-semibold">{ARRIVAL_CARD_TEXT.title}</h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <Item
          label={ARRIVAL_CARD_TEXT.entrance}
          Icon={DoorOpen}
          text={arrival.officialsEntrance}
          placeholder={placeholders.entrance}
          pinned={arrival.entrancePin !== null}
        />
        <Item
          label={ARRIVAL_CARD_TEXT.parking}
          Icon={SquareParking}
          text={arrival.officialsParking}
          placeholder={placeholders.parking}
          pinned={arrival.parkingPin !== null}
        />
        <Item
          label={ARRIVAL_CARD_TEXT.dressingRoom}
          Icon={Shirt}
          text={arrival.dressingRoom}
          placeholder={placeholders.dressingRoom}
        />
        <Item
          label={ARRIVAL_CARD_TEXT.arrival}
          Icon={Clock}
          text={arrival.arrivalMinutes === null ? "" : ARRIVAL_CARD_TEXT.arrivalMinutes(arrival.arrivalMinutes)}
          placeholder={placeholders.arrival}
        />
      </dl>
    </Card>
  );
}
