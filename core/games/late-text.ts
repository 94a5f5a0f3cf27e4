// No imports: the game card and the running-late page read these.
/** How late a person may say they are running, in minutes: the choices the page offers. */
export const LATE_MINUTES = [5, 10, 15, 30] as const;
export type LateMinutes = (typeof LATE_MINUTES)[number];

/** Every text of "Running late" (docs/decisions/239). */
export const LATE_TEXT = {
  action: "Running late",
  actionLabel: (arena: string) => `Running late to ${arena}`,
  title: "Running late",
  howLate: "How late will you be?",
  choice: (minutes: number) => `${minutes} min`,
  show: "Show the message",
  message: (minutes: number, arena: string, arriveAt: string) =>
    `Running about ${minutes} min late to ${arena}; I expect to arrive at ${arriveAt}.`,
  subject: (arena: string) => `Running late to ${arena}`,
  sendTo: "Send it from your phone",
  textTo: (name: string) => `Text ${name}`,
  emailTo: (count: number) => (count === 1 ? "E-mail 1 contact" : `E-mail ${count} contacts`),
  share: "Share…",
  copy: "Copy the message",
  copied: "Message copied.",
  noContacts: "No phone or e-mail for this game's crew, site or assigner yet.",
  noNumber: (name: string) => `${name}: no phone or e-mail yet`,
  addContact: "Add a contact",
  minutesInvalid: "Choose 5, 10, 15 or 30 minutes.",
  notDriven: "This game is cancelled or on hold: there is no arrival to move.",
  roles: { site: "Site", assigner: "Assigner" },
  backToGames: "Back to My Games",
} as const;
