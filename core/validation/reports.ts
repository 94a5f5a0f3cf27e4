import { REPORT_KINDS, REPORT_LIMITS } from "../reports/limits";
import { REPORT_TEXT } from "../reports/messages";
import { z } from "../zod";
import { optionalTextField, textField } from "./fields";

const T = REPORT_TEXT;
const L = REPORT_LIMITS;

/** The fields of a report besides its kind: each optional, the notes empty when not given. */
const ReportFields = {
  who: optionalTextField(T.whoLabel, L.whoMax).optional(),
  when: optionalTextField(T.whenLabel, L.whenMax).optional(),
  rule: optionalTextField(T.ruleLabel, L.ruleMax).optional(),
  words: optionalTextField(T.wordsLabel, L.wordsMax).optional(),
  notes: textField(T.notesLabel, { max: L.notesMax, required: false }).optional(),
};

/** POST /api/games/{id}/reports and the report page's form. */
export const CreateReportSchema = z.object({ kind: z.enum(REPORT_KINDS, { error: T.kindLabel }), ...ReportFields });
export type CreateReport = z.infer<typeof CreateReportSchema>;

/** PATCH /api/games/{id}/reports/{reportId}: the fields that change, `sent` to mark it sent (or not). */
export const UpdateReportSchema = z
  .object({ sent: z.boolean().optional(), ...ReportFields })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Send at least one field.");
export type UpdateReport = z.infer<typeof UpdateReportSchema>;
