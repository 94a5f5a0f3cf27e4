import { z } from "../../core/validation/zod";

export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "unavailable"]),
});
