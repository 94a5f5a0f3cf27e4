// The schemas, examples and descriptions of the routes in ./game-day.ts, which endpoint() and the OpenAPI
// document both read. A route file keeps its models only while they are short (docs/decisions/249).

import { REPORT_KINDS } from "../../core/reports/limits";
import { z } from "../../core/zod";

export const id = { id: "The game's id (a UUID)" };

export const RunningLateSchema = z
  .object({
    arriveAt: z.iso
      .datetime()
      .meta({ description: "The planned arrival (tip-off less the arrival buffer) plus `minutes`" }),
    message: z.string().meta({ description: "On the arena's clock, ready to send" }),
    recipients: z.array(
      z.object({
        name: z.string(),
        role: z.string().optional().meta({ description: "The crew position, or Site, or Assigner" }),
        phone: z.string().optional(),
        email: z.string().optional(),
      }),
    ),
    links: z.array(
      z.object({
        kind: z.enum(["sms", "email"]),
        href: z.string().meta({ description: "An sms: link per phone; one mailto: link for every e-mail" }),
        label: z.string(),
      }),
    ),
  })
  .meta({ id: "RunningLate" });

export const ReportSchema = z
  .object({
    id: z.string(),
    kind: z.enum(REPORT_KINDS),
    dueAt: z.iso.datetime({ offset: true }).meta({ description: "By the association's rule, on the arena's clock" }),
    authority: z.string().meta({ description: 'The association it is due to, or "your state association"' }),
    rule: z.string().meta({ description: "The rule in words; an unknown one says to check the association's rule" }),
    formUrl: z.string().nullable().meta({ description: "The association's report form, where it is public" }),
    sentAt: z.iso.datetime({ offset: true }).nullable(),
    who: z.string().nullable(),
    when: z.string().nullable(),
    ruleCited: z.string().nullable(),
    words: z.string().nullable(),
    notes: z.string(),
  })
  .meta({ id: "GameReport" });

export const REPORT_EXAMPLE = {
  id: "5b0c8e1a-4f6d-4a8e-9b2c-3d1e0f7a6b5c",
  kind: "ejection" as const,
  dueAt: "2027-01-16T19:00:00-05:00",
  authority: "GHSA",
  rule: "GHSA: within 24 hours of the incident",
  formUrl: null,
  sentAt: null,
  who: "#23 Home, head coach",
  when: "3rd quarter, 4:12",
  ruleCited: "10-4-1b",
  words: null,
  notes: "Second technical foul.",
};

export const reportId = { ...id, reportId: "The report's id" };
