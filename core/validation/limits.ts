// The form limits pages render (maxLength, counters), with no imports: a page reads them without
// loading zod, which the browser fetches only to check a form (docs/decisions/080). The schemas
// build their rules from these same constants.

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: EMAIL_MAX_LENGTH },
  subject: { min: 5, max: 200 },
  message: { min: 10, max: 3000 },
} as const;

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 2000;
