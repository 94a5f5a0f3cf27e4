// No imports: the schema, the validators and the page read these.
/** Limits of a person's contacts (docs/decisions/239). */
export const CONTACT_LIMITS = {
  /** Contacts one person may keep: a season's partners, sites and assigners, with room to spare. */
  perUser: 300,
  nameMax: 80,
  /** A phone as people type it: digits, spaces, +, -, ., ( and ), an extension's "x". */
  phoneMax: 32,
  emailMax: 254,
  /** Saves and deletes per person every 5 minutes. */
  writesPerWindow: 60,
} as const;

/** Who a contact is to the person: a partner named in a game's crew, a gym's site contact, an assigner. */
export const CONTACT_ROLES = ["crew", "site", "assigner"] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];
