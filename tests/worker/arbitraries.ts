import fc from "fast-check";
import {
  ARRIVAL_MAX_MINUTES,
  ARRIVAL_TEXT_FIELDS,
  ARRIVAL_TEXT_KEYS,
  type ArrivalTextField,
} from "~/core/arenas/arrival-text";
import { ARENA_NOTE_LABELS, ARENA_NOTE_MAX_LENGTH, ARENA_TEXT_RULES } from "~/core/arenas/field-labels";
import { ARENA_LEVELS, CONTACT_STATUSES, FEEDBACK_STATUSES, FEEDBACK_TYPES } from "~/core/domain";
import { GAME_LIMITS } from "~/core/games/limits";
import { MAX_CENTS } from "~/core/pay/money";
import { PAY_LIMITS } from "~/core/pay/pay-limits";
import {
  CONTACT_LIMITS,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "~/core/validation/limits";

// fast-check arbitraries for the API's write bodies, built by hand from the limits and lists the
// zod schemas themselves use (zod-fast-check does not support zod 4; docs/decisions/070). Every
// generated body is also run through its schema in the test, so a generator that drifts from the
// schema fails there rather than testing the wrong thing.

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
// Text a person types, with nothing the sanitiser removes (no tags, no `javascript:`).
const TEXT = `${LETTERS}0123456789 .,'-&()éñü`;

const chars = (alphabet: string) => fc.constantFrom(...alphabet.split(""));

/** Text of `min` to `max` characters that sanitising and trimming leave as they are. */
export function text(min: number, max: number): fc.Arbitrary<string> {
  const inner = Math.max(0, min - 2);
  return fc
    .tuple(
      chars(LETTERS),
      fc.string({ unit: chars(TEXT), minLength: inner, maxLength: Math.max(inner, max - 2) }),
      chars(LETTERS),
    )
    .map(([first, middle, last]) => (max === 1 ? first : `${first}${middle}${last}`));
}

/** Too long for a limit: over it, but within the raw length the server still reads. */
export const tooLong = (max: number) => text(max + 1, max + 40);
/** Too short for a minimum (may be empty). */
export const tooShort = (min: number) => fc.string({ unit: chars(LETTERS), maxLength: min - 1 });
/** A value of the wrong JSON type for a text field. */
export const notText = fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.integer(), { maxLength: 3 }), fc.constant({}));

export const email = fc
  .tuple(text(1, 20), fc.uuid(), fc.constantFrom("example.com", "example.org", "mail.example.net"))
  .map(([local, id, domain]) => `${local.replace(/[^A-Za-z0-9]/g, "x")}.${id.slice(0, 8)}@${domain}`.toLowerCase());
export const badEmail = fc.oneof(
  text(1, 30).map((value) => value.replace(/@/g, "")),
  fc.constant("pat@"),
  fc.constant("@example.com"),
  fc.constant("pat@example"),
  fc.constant("pat smith@example.com"),
);

/** A password the registration rules accept: every class, not a common one. */
export const strongPassword = fc
  .tuple(fc.string({ unit: chars(`${LETTERS}0123456789`), minLength: 4, maxLength: 40 }), chars("!#%*+?_-"))
  .map(([middle, special]) => `Zx9${special}${middle}`.slice(0, PASSWORD_MAX_LENGTH));
/** Passwords the rules refuse: short, or missing a class. */
export const weakPassword = fc.oneof(
  fc.string({ unit: chars(LETTERS), maxLength: 7 }),
  fc.string({ unit: chars("abcdefghijklmnop"), minLength: 8, maxLength: 20 }),
  fc.string({ unit: chars("0123456789"), minLength: 8, maxLength: 20 }),
);

export const personName = text(2, NAME_MAX_LENGTH);

export const feedbackBody = fc.record(
  {
    type: fc.constantFrom(...FEEDBACK_TYPES),
    content: text(FEEDBACK_MIN_LENGTH, FEEDBACK_MAX_LENGTH),
  },
  { requiredKeys: ["content"] },
);

export const contactBody = fc.record({
  name: text(CONTACT_LIMITS.name.min, CONTACT_LIMITS.name.max),
  email,
  subject: text(CONTACT_LIMITS.subject.min, CONTACT_LIMITS.subject.max),
  message: text(CONTACT_LIMITS.message.min, 400),
});

const zipCode = fc.oneof(
  fc.stringMatching(/^\d{5}$/),
  fc.stringMatching(/^\d{5}-\d{4}$/),
  fc.constantFrom("K1A 0B1", "SW1A 1AA"),
);
const coordinate = (limit: number) =>
  fc.oneof(
    fc.double({ min: -limit, max: limit, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -limit, max: limit }).map(String),
  );

const arenaText = (key: keyof typeof ARENA_TEXT_RULES) => text(ARENA_TEXT_RULES[key].min, ARENA_TEXT_RULES[key].max);
const note = fc.oneof(fc.constant(""), text(1, ARENA_NOTE_MAX_LENGTH));

const arrivalText = (field: ArrivalTextField) => fc.oneof(fc.constant(""), text(1, ARRIVAL_TEXT_FIELDS[field].max));
const arrivalMinutes = fc.oneof(
  fc.integer({ min: 0, max: ARRIVAL_MAX_MINUTES }),
  fc.constantFrom<number | string | null>(null, ""),
);

/**
 * A whole arena, always with coordinates so nothing asks the (absent) geocoder. The arrival texts
 * and minutes are optional; pins are left out (each must lie within 2 km of the arena: arrival.test.ts).
 */
export const arenaBody = fc.record(
  {
    name: arenaText("name"),
    school: arenaText("school"),
    conference: arenaText("conference"),
    level: fc.constantFrom<string | null>(...ARENA_LEVELS, "", null),
    address: arenaText("address"),
    city: arenaText("city"),
    state: arenaText("state"),
    zipCode,
    latitude: coordinate(90),
    longitude: coordinate(180),
    ...Object.fromEntries(ARRIVAL_TEXT_KEYS.map((key) => [key, arrivalText(key)])),
    arrivalMinutes,
    ...Object.fromEntries(Object.keys(ARENA_NOTE_LABELS).map((key) => [key, note])),
  },
  { requiredKeys: ["name", "school", "conference", "address", "city", "state", "zipCode", "latitude", "longitude"] },
);

/** One arena field made invalid: [field, value]. */
export const badArenaField: fc.Arbitrary<[string, unknown]> = fc.oneof(
  ...Object.entries(ARENA_TEXT_RULES).map(([field, rule]) =>
    fc.tuple(fc.constant(field), fc.oneof(tooShort(rule.min), tooLong(rule.max), notText)),
  ),
  fc.tuple(fc.constant("zipCode"), fc.constantFrom("ABCDE", "12 34!", "-----")),
  fc.tuple(
    fc.constant("level"),
    text(1, 30).filter((value) => !(ARENA_LEVELS as readonly string[]).includes(value)),
  ),
  fc.tuple(fc.constant("latitude"), fc.oneof(fc.double({ min: 90.001, max: 1e6, noNaN: true }), fc.constant("north"))),
  fc.tuple(fc.constant("longitude"), fc.oneof(fc.double({ min: -1e6, max: -180.001, noNaN: true }), fc.constant("x"))),
  ...Object.keys(ARENA_NOTE_LABELS).map((field) =>
    fc.tuple(fc.constant(field), fc.oneof(tooLong(ARENA_NOTE_MAX_LENGTH), notText)),
  ),
  ...ARRIVAL_TEXT_KEYS.map((field) =>
    fc.tuple(fc.constant(field), fc.oneof(tooLong(ARRIVAL_TEXT_FIELDS[field].max), notText)),
  ),
  fc.tuple(
    fc.constant("arrivalMinutes"),
    fc.oneof(
      fc.integer({ min: ARRIVAL_MAX_MINUTES + 1, max: 10_000 }),
      fc.integer({ min: -10_000, max: -1 }),
      fc.constantFrom<unknown>(1.5, "soon", "0x10", true, {}),
    ),
  ),
);

export const feedbackStatus = fc.constantFrom(...FEEDBACK_STATUSES);
export const contactStatus = fc.constantFrom(...CONTACT_STATUSES);
/** A status none of the lists has (any JSON value but a listed string). */
export const badStatus = fc.oneof(
  text(1, 20).filter((value) => !([...FEEDBACK_STATUSES, ...CONTACT_STATUSES] as string[]).includes(value)),
  notText,
  fc.constant(null),
);
/** A feedback type that is not one (missing and "" mean "feature"). */
export const badFeedbackType = fc.oneof(
  text(1, 20).filter((value) => !(FEEDBACK_TYPES as readonly string[]).includes(value)),
  notText,
  fc.constant(null),
);
/** Anything but an ISO date-time. */
export const badVersion = fc.oneof(
  text(1, 30),
  notText,
  fc.constant(null),
  fc.constantFrom("2026-13-01T00:00:00Z", "yesterday", "2026-03-01"),
);
/** Path segments that are no arena id (or an id nothing has). */
export const strangeId = fc.oneof(
  fc.uuid(),
  fc
    .string({ unit: chars(`${LETTERS}0123456789-_.~%`), minLength: 1, maxLength: 60 })
    .filter((s) => s !== "." && s !== ".."),
);

// ---- Planned games ----

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, "0");

/** "YYYY-MM-DD" this many days from now (UTC). */
export const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A day tip-off may be on: from two days ahead (in every zone) to the horizon. */
export const gameDate = fc.integer({ min: 2, max: GAME_LIMITS.horizonYears * 365 - 10 }).map(dayFromNow);
/** A real day the service refuses: in the past, or beyond the horizon. */
export const outOfRangeGameDate = fc.oneof(
  fc.integer({ min: -3000, max: -2 }).map(dayFromNow),
  fc.integer({ min: GAME_LIMITS.horizonYears * 366 + 2, max: 5000 }).map(dayFromNow),
);
/** "HH:MM", never 2 AM: that hour does not exist on the spring change day, which a date may be. */
export const gameTime = fc
  .tuple(fc.integer({ min: 0, max: 22 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${pad(hour >= 2 ? hour + 1 : hour)}:${pad(minute)}`);
export const bufferMinutes = fc.integer({ min: GAME_LIMITS.bufferMinutes.min, max: GAME_LIMITS.bufferMinutes.max });

const latitude = fc.double({ min: -90, max: 90, noNaN: true, noDefaultInfinity: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true, noDefaultInfinity: true });

/** A starting point: a place (label optional) or an address for the geocoder. */
export const gameStart = fc.oneof(
  fc.record(
    { label: text(1, GAME_LIMITS.startLabelMax), latitude, longitude },
    { requiredKeys: ["latitude", "longitude"] },
  ),
  fc.record({ address: text(5, GAME_LIMITS.startAddressMax) }),
);

/** POST /api/games without the arena: date and time always, buffer and start optional. */
export const gameBody = fc.record(
  { date: gameDate, time: gameTime, bufferMinutes, start: gameStart },
  { requiredKeys: ["date", "time"] },
);

/** PATCH /api/games/{id}: at least one of the fields, `start: null` included. */
export const gameChange = fc
  .record(
    { date: gameDate, time: gameTime, bufferMinutes, start: fc.oneof(gameStart, fc.constant(null)) },
    { requiredKeys: [] },
  )
  .filter((change) => Object.keys(change).length > 0);

/** One game field made invalid: [field, value, the field the refusal names]. */
export const badGameField: fc.Arbitrary<[string, unknown, string]> = fc.oneof(
  fc.tuple(
    fc.constant("date"),
    fc.oneof(fc.constantFrom<unknown>("2027-02-30", "2027-13-01", "15/01/2027", "tomorrow", ""), notText),
    fc.constant("date"),
  ),
  fc.tuple(
    fc.constant("time"),
    fc.oneof(fc.constantFrom<unknown>("24:00", "19:60", "7pm", "7:00", "19:00:00", ""), notText),
    fc.constant("time"),
  ),
  fc.tuple(
    fc.constant("bufferMinutes"),
    fc.oneof(
      fc.integer({ min: GAME_LIMITS.bufferMinutes.max + 1, max: 100_000 }),
      fc.integer({ min: -100_000, max: GAME_LIMITS.bufferMinutes.min - 1 }),
      fc.constantFrom<unknown>(1.5, "soon", true, [], {}),
    ),
    fc.constant("bufferMinutes"),
  ),
  fc.tuple(fc.constant("start"), fc.constantFrom<unknown>("home", 42, true, []), fc.constant("start")),
  // Neither coordinates nor an address, or a latitude alone: the address is what is missing.
  fc.tuple(
    fc.constant("start"),
    fc.constantFrom<unknown>({}, { label: "Home" }, { latitude: 40 }),
    fc.constant("start.address"),
  ),
  fc.tuple(
    fc.constant("start"),
    fc.oneof(
      fc.double({ min: 90.001, max: 1e6, noNaN: true }).map((value) => ({ latitude: value, longitude: 0 })),
      fc.constant({ latitude: "north", longitude: 0 }),
    ),
    fc.constant("start.latitude"),
  ),
  fc.tuple(
    fc.constant("start"),
    tooLong(GAME_LIMITS.startAddressMax).map((address) => ({ address })),
    fc.constant("start.address"),
  ),
);
/** An arena id that cannot be one: the wrong type, empty or too long. */
export const badArenaId = fc.oneof(notText, fc.constant(""), text(101, 140));

// ---- Pay ----

const cents = fc.integer({ min: 0, max: MAX_CENTS });
/** A real day within a few years either side, as a paid date. */
const paidDay = fc.integer({ min: -1500, max: 1500 }).map(dayFromNow);

/** PATCH /api/games/{id}'s pay fields, each present or not, at least one. */
export const payChange = fc
  .record(
    {
      feeCents: fc.oneof(cents, fc.constant(null)),
      travelCents: fc.oneof(cents, fc.constant(null)),
      payer: fc.oneof(text(1, PAY_LIMITS.payerMax), fc.constant(null)),
      paidOn: fc.oneof(paidDay, fc.constant(null)),
    },
    { requiredKeys: [] },
  )
  .filter((change) => Object.keys(change).length > 0);

/** One pay field made invalid: [field, value, the field the refusal names]. */
export const badPayField: fc.Arbitrary<[string, unknown, string]> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("feeCents", "travelCents"),
      fc.oneof(
        fc.integer({ min: MAX_CENTS + 1 }),
        fc.integer({ max: -1 }),
        fc.double({ min: 0.01, max: 1000, noInteger: true, noNaN: true }),
        fc.constantFrom<unknown>("65", "$65.00", true, [], {}),
      ),
    )
    .map(([field, value]): [string, unknown, string] => [field, value, field]),
  fc.tuple(
    fc.constant("paidOn"),
    fc.oneof(fc.constantFrom<unknown>("2026-02-30", "12/20/2026", "2026-13-01", "today"), notText),
    fc.constant("paidOn"),
  ),
  fc.tuple(fc.constant("payer"), fc.oneof(tooLong(PAY_LIMITS.payerMax), notText), fc.constant("payer")),
);

/** POST /api/games/pay/paid: some game ids and a day, or null for not paid. */
export const markPaidBody = fc.record({
  gameIds: fc.array(fc.uuid(), { minLength: 1, maxLength: 20 }),
  paidOn: fc.oneof(paidDay, fc.constant(null)),
});

/** One field of it made invalid: [field, value]. */
export const badMarkPaidField: fc.Arbitrary<[string, unknown]> = fc.oneof(
  fc.tuple(fc.constant("gameIds"), fc.constantFrom<unknown>([], "one", null, 5)),
  fc.tuple(
    fc.constant("gameIds"),
    fc.constant(Array.from({ length: PAY_LIMITS.markMax + 1 }, (_, index) => `id-${index}`)),
  ),
  fc.tuple(fc.constant("paidOn"), fc.constantFrom<unknown>("2026-02-30", "20 Dec", 20261220, true)),
);
