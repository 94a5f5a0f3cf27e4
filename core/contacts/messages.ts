import { GAME_SECTION_LABELS } from "../games/section-labels.ts";
import { CONTACT_LIMITS } from "./limits.ts";

/** Every text of the contacts page and API (docs/decisions/239). */
export const CONTACT_TEXT = {
  title: GAME_SECTION_LABELS.contacts,
  description:
    "Phones and e-mails for your partners, sites and assigners. Every game whose crew names a partner has their number. Private: only you see them.",
  loginRequired: "Please sign in to keep your contacts.",
  nameLabel: "Name",
  nameHint: "As the crew lists show it: case and spaces do not matter.",
  phoneLabel: "Phone",
  emailLabel: "E-mail",
  roleLabel: "Who is it?",
  roles: { crew: "Partner", site: "Site contact", assigner: "Assigner" },
  arenaLabel: "Gym",
  payerLabel: "Assigner or payer",
  payerHint: 'As your games name it (their payer or calendar): "GHSA Region 7".',
  save: "Save contact",
  saving: "Saving…",
  saved: "Contact saved.",
  remove: "Remove",
  removed: "Contact removed.",
  none: "No contacts yet. Add a partner's phone once and every game with them has it.",
  phoneOrEmail: "Give a phone or an e-mail.",
  phoneInvalid: "Enter a phone number: digits, with + ( ) - . or spaces.",
  emailInvalid: "Enter a valid e-mail address.",
  arenaRequired: "Choose the gym this contact is for.",
  payerRequired: "Name the assigner or payer this contact is for.",
  arenaNotFound: "Gym not found.",
  notFound: "Contact not found.",
  tooMany: `You can keep up to ${CONTACT_LIMITS.perUser} contacts. Remove one to add another.`,
  rateLimited: "Too many changes to your contacts. Please wait a few minutes and try again.",
  manage: "Manage contacts",
  addFor: (name: string) => `Add a phone or e-mail for ${name}`,
} as const;
