import { Id } from "../../core/openapi/responses";
import { z } from "../../core/validation/zod";

export const FeedbackCreatedSchema = z.object({ feedback: z.object({ id: Id, status: z.literal("new") }) });
