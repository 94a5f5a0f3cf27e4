// What My Games' questions after recent games share between the page and its server code.

/** My Games' form post for "Not now". */
export const DISMISS_ASK_INTENT = "dismiss-arrival-ask";

/** A question as My Games shows it, its times already on the arena's clock. */
export type ArrivalAskView = {
  gameId: string;
  arenaName: string;
  /** "Your game on Fri Nov 20 at 7:00 PM" */
  game: string;
  /** "Nobody has noted yet: Officials' entrance, Dressing room." */
  missing: string;
  formPath: string;
};
