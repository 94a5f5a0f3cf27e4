// Text limits of suggestions, in a module with no imports: the pages' inputs use them as maxLength
// without bringing the schemas (and zod) into the browser.
export const SUGGESTION_NOTE_MAX_LENGTH = 1000;
export const REJECT_REASON_MAX_LENGTH = 500;
