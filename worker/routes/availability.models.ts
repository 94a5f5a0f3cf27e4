// The schemas, examples and descriptions of the routes in ./availability.ts, which endpoint() and the OpenAPI
// document both read. A route file keeps its models only while they are short (docs/decisions/249).

import { AVAILABILITY_LIMITS, BUSY_KINDS, CLOCK_SOURCES } from "../../core/availability/limits";
import { AVAILABILITY_TEXT } from "../../core/availability/messages";
import { Id } from "../../core/openapi/responses";
import { z } from "../../core/zod";

export const T = AVAILABILITY_TEXT;
const { writesPerWindow } = AVAILABILITY_LIMITS;
export const ZonedTime = z.iso.datetime({ offset: true }).meta({ example: "2027-01-08T18:00:00-05:00" });
export const BUDGET = `Block saves, removals and ticks share a budget of ${writesPerWindow} per person every 5 minutes.`;

export const BlockSchema = z
  .object({
    id: Id,
    start: ZonedTime.meta({ description: "On the caller's clock (see GET /api/availability)" }),
    end: ZonedTime,
    label: z.string().nullable().meta({ description: "The caller's own words; never in the busy-times calendar" }),
  })
  .meta({ id: "AvailabilityBlock" });

export const BLOCK_EXAMPLE = {
  id: "3c2d6b1e-8f5a-4d0b-9c7e-2a1b4c6d8e0f",
  start: "2027-01-09T00:00:00-05:00",
  end: "2027-01-10T00:00:00-05:00",
  label: "Family wedding",
};

export const BusySchema = z
  .object({
    start: ZonedTime,
    end: ZonedTime,
    kind: z.enum(BUSY_KINDS).meta({ description: "`game`: games only; `block`: holds a block the caller added" }),
    label: z.string().meta({ description: "The games' gyms, or the block's label: for the caller's eyes" }),
    gameIds: z.array(Id).min(1).optional().meta({ description: "The games in it, when it holds any" }),
    platforms: z
      .array(z.object({ name: z.string().meta({ description: "One of `calendars`" }), entered: z.boolean() }))
      .meta({ description: "The calendars it still has to be entered on; `[]` when every one has it" }),
  })
  .meta({ id: "BusyTime" });

export const CalendarSchema = z
  .object({
    name: z.string().meta({ description: "The calendar's name as imported; calendars of one name are one" }),
    site: z
      .string()
      .nullable()
      .meta({ description: "The assigning site recognised by the feed's host or the name, if any" }),
    howTo: z
      .url()
      .nullable()
      .meta({ description: "The site's public page on blocking time there, where one can be cited" }),
  })
  .meta({ id: "AvailabilityCalendar" });

export const AvailabilitySchema = z.object({
  timeZone: z.string().meta({ description: "The caller's clock: every time here is on it" }),
  clock: z
    .enum(CLOCK_SOURCES)
    .meta({ description: "Where the clock comes from: most games in these weeks, the usual start, or UTC" }),
  from: z.iso.date(),
  to: z.iso.date(),
  calendars: z.array(CalendarSchema),
  busy: z.array(BusySchema),
});

export const BUSY_EXAMPLE = {
  start: "2027-01-08T17:05:00-05:00",
  end: "2027-01-08T22:40:00-05:00",
  kind: "game" as const,
  label: "2 games: Hinkle Fieldhouse, Gainbridge Fieldhouse",
  gameIds: ["5f0c6f1e-2b1a-4c1e-9a53-0c1d2e3f4a5b", "6a1d7f2e-3c2b-4d2f-8b64-1d2e3f4a5b6c"],
  platforms: [{ name: "RefTown", entered: false }],
};
