import type { Result } from "../../core/failure";
import { FEEDBACK_RATE_LIMIT, FEEDBACK_TEXT } from "../../core/feedback/messages";
import type { FeedbackInput } from "../../core/validation/feedback";
import type { Db } from "../db/client.server";
import { feedback } from "../db/schema.server";
import { clientIp, hitRateLimit, limitOrFail } from "../platform/rate-limit.server";

/**
 * Stores feedback as `new`, after the per-IP limit. `userId` is null for a visitor, who may send
 * feedback too; the content arrives sanitised by FeedbackSchema.
 */
export async function submitFeedback(
  { db, env }: { db: Db; env: Pick<Env, "RATE_LIMITS"> },
  input: FeedbackInput,
  { userId, headers }: { userId: string | null; headers: Headers },
): Promise<Result<{ id: string }>> {
  const limited = await hitRateLimit(env.RATE_LIMITS, FEEDBACK_RATE_LIMIT, clientIp(headers));
  const refused = limitOrFail(limited, FEEDBACK_TEXT.rateLimited);
  if (refused) return refused;
  const [row] = await db
    .insert(feedback)
    .values({ type: input.type, content: input.content, userId, status: "new" })
    .returning({ id: feedback.id });
  if (!row) throw new Error("feedback insert returned no row");
  return { ok: true, id: row.id };
}
