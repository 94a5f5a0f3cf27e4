import type { ReactNode } from "react";
import type { IconComponent } from "~/app/components/ui/icon";
import { BedDouble } from "~/app/components/ui/icons/bed-double";
import { Car } from "~/app/components/ui/icons/car";
import { ClipboardList } from "~/app/components/ui/icons/clipboard-list";
import { DoorOpen } from "~/app/components/ui/icons/door-open";
import { ShieldAlert } from "~/app/components/ui/icons/shield-alert";
import { Utensils } from "~/app/components/ui/icons/utensils";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { type Arena, arenaText } from "~/core/arenas/arena";
import { ARENA_NOTES, type ArenaNote, LOCAL_INFO_NOTES, TOP_NOTES } from "~/core/arenas/field-labels";
import { InfoCard } from "./info-card";

// The arena page's note cards, drawn from the notes table: each card's title is the field's label
// and its empty text the table's. A note without an icon of its own gets the generic one.
const NOTE_ICONS: Partial<Record<ArenaNote, IconComponent>> = {
  parking: Car,
  lockerRooms: DoorOpen,
  food: Utensils,
  hotels: BedDouble,
  safety: ShieldAlert,
};

function NoteCard({ arena, field, footer }: { arena: Arena; field: ArenaNote; footer?: ReactNode }) {
  const { label, empty } = ARENA_NOTES[field];
  return (
    <InfoCard
      title={label}
      Icon={NOTE_ICONS[field] ?? ClipboardList}
      text={arenaText(arena, field)}
      placeholder={empty}
      footer={footer}
    />
  );
}

/** The top-level notes side by side, then the local information (food, hotels, safety) under its heading. */
export function NoteCards({ arena, confirmFooter }: { arena: Arena; confirmFooter: (field: ArenaNote) => ReactNode }) {
  return (
    <>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {TOP_NOTES.map((field) => (
          <NoteCard key={field} arena={arena} field={field} footer={confirmFooter(field)} />
        ))}
      </div>
      <h2 className="mt-8 text-xl font-bold">{BROWSE_TEXT.localInformation}</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        {LOCAL_INFO_NOTES.map((field) => (
          <NoteCard key={field} arena={arena} field={field} footer={confirmFooter(field)} />
        ))}
      </div>
    </>
  );
}
