import { LATE_MINUTES, LATE_TEXT, type LateMinutes } from "../games/late-text";
import { z } from "../zod";

/** `?minutes=` of the running-late page and API: one of the offered choices. */
export const LateQuerySchema = z.object({
  minutes: z
    .string({ error: LATE_TEXT.minutesInvalid })
    .refine((value) => (LATE_MINUTES as readonly number[]).includes(Number(value)), LATE_TEXT.minutesInvalid)
    .transform((value) => Number(value) as LateMinutes),
});
