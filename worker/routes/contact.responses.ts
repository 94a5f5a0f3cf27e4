import { Id } from "../openapi/responses";
import { z } from "../validation/zod";

export const ContactCreatedSchema = z.object({ message: z.object({ id: Id, status: z.literal("unread") }) });
