// The arena form's field labels and text limits, with no imports but texts: pages that only name
// fields (the suggestion review, My contributions) use them without bringing zod to the browser.
import { ARRIVAL_LABELS } from "./arrival-text";

/** The arena form's rules and messages: the label is the field's name in every message. */
export const ARENA_TEXT_RULES = {
  name: { label: "Arena name", min: 2, max: 150 },
  school: { label: "School", min: 2, max: 150 },
  conference: { label: "Conference", min: 2, max: 100 },
  address: { label: "Address", min: 5, max: 200 },
  city: { label: "City", min: 2, max: 100 },
  state: { label: "State", min: 2, max: 50 },
  zipCode: { label: "ZIP code", min: 5, max: 20 },
} as const;

export const ARENA_NOTE_MAX_LENGTH = 2000;
/**
 * The notes, in form order (docs/decisions/042): each one's label (also its card's title on the
 * arena page), the form's hint and the card's text while it is empty.
 */
export const ARENA_NOTES = {
  parking: {
    label: "Parking",
    hint: "Where officials park, which entrance to use, what it costs.",
    empty: "No parking information available.",
  },
  lockerRooms: {
    label: "Locker Rooms",
    hint: "Where the officials' room is and how to get in.",
    empty: "No locker room information available.",
  },
  food: {
    label: "Food Options",
    hint: "Places to eat near the gym, before or after the game.",
    empty: "No food information available.",
  },
  hotels: {
    label: "Accommodation",
    hint: "Hotels nearby that officials use.",
    empty: "No accommodation information available.",
  },
  safety: {
    label: "Safety Tips",
    hint: "Anything to know after dark: lighting, walking routes, who to call.",
    empty: "No safety information available.",
  },
} as const;
export type ArenaNote = keyof typeof ARENA_NOTES;
export const ARENA_NOTE_KEYS = Object.keys(ARENA_NOTES) as ArenaNote[];
export const ARENA_NOTE_LABELS = Object.fromEntries(
  ARENA_NOTE_KEYS.map((field) => [field, ARENA_NOTES[field].label]),
) as Record<ArenaNote, string>;

/** Every field's label, in form order (the keys are the fields). */
export const ARENA_FIELD_LABELS = {
  name: ARENA_TEXT_RULES.name.label,
  school: ARENA_TEXT_RULES.school.label,
  conference: ARENA_TEXT_RULES.conference.label,
  level: "Level",
  address: ARENA_TEXT_RULES.address.label,
  city: ARENA_TEXT_RULES.city.label,
  state: ARENA_TEXT_RULES.state.label,
  zipCode: ARENA_TEXT_RULES.zipCode.label,
  latitude: "Latitude",
  longitude: "Longitude",
  ...ARRIVAL_LABELS,
  ...ARENA_NOTE_LABELS,
} as const;

export type ArenaFormField = keyof typeof ARENA_FIELD_LABELS;
/** The arena form's fields in order, without the schema (tests hold it equal to the schema's keys). */
export const ARENA_FORM_FIELDS = Object.keys(ARENA_FIELD_LABELS) as ArenaFormField[];

/** Notes answered grouped under `localInfo`; the other notes sit at the top level. */
export const LOCAL_INFO_NOTES = ["food", "hotels", "safety"] as const;
export type LocalInfoNote = (typeof LOCAL_INFO_NOTES)[number];
export type RequiredText = keyof typeof ARENA_TEXT_RULES;
export type TopNote = Exclude<keyof typeof ARENA_NOTE_LABELS, LocalInfoNote>;
export type TopText = RequiredText | TopNote;

export const REQUIRED_TEXT = Object.keys(ARENA_TEXT_RULES) as RequiredText[];
export const TOP_NOTES = (Object.keys(ARENA_NOTE_LABELS) as (keyof typeof ARENA_NOTE_LABELS)[]).filter(
  (field): field is TopNote => !(LOCAL_INFO_NOTES as readonly string[]).includes(field),
);
/** The text fields answered at the top level, "" when empty. */
export const TOP_TEXT: readonly TopText[] = [...REQUIRED_TEXT, ...TOP_NOTES];
