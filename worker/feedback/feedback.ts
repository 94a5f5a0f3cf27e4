import type { Db } from "../db/client";
import { feedback } from "../db/schema";
import type { FeedbackInput } from "../validation/feedback";

export async function submitFeedback(
  { db }: { db: Db },
  input: FeedbackInput,
  userId: string | null,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(feedback)
    .values({ type: input.type, content: input.content, userId, status: "new" })
    .returning({ id: feedback.id });
  if (!row) throw new Error("feedback insert returned no row");
  return row;
}
