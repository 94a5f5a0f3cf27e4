import { CursorQuerySchema } from "../admin/pagination";
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from "../domain";
import { z } from "../zod";
import { textField } from "./fields";
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH } from "./limits";

export const FeedbackTypeSchema = z.enum(FEEDBACK_TYPES, { error: "Choose feature, bug or other" });

export const FeedbackSchema = z.object({
  type: z.preprocess((value) => (value === undefined || value === "" ? "feature" : value), FeedbackTypeSchema),
  content: textField("Feedback", { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH, required: true }),
});
export type FeedbackInput = z.infer<typeof FeedbackSchema>;

export const FeedbackStatusSchema = z.enum(FEEDBACK_STATUSES, {
  error: "Choose new, in-review, completed or rejected",
});

/** An admin may move feedback from any status to any other. */
export const FeedbackStatusUpdateSchema = z.object({ status: FeedbackStatusSchema });

export const FeedbackListQuerySchema = CursorQuerySchema.extend({
  status: FeedbackStatusSchema.optional(),
  type: FeedbackTypeSchema.optional(),
});
