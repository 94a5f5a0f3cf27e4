import { Id } from "../../core/openapi/responses";
import { z } from "../../core/validation/zod";

export const ContactCreatedSchema = z.object({ message: z.object({ id: Id, status: z.literal("unread") }) });
