import { Id } from "../openapi/responses";
import { z } from "../validation/zod";

export const FeedbackCreatedSchema = z.object({ feedback: z.object({ id: Id, status: z.literal("new") }) });
