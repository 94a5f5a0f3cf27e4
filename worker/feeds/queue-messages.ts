// What travels on the feed queue (docs/decisions/116, 180). Never a link: a link is a secret.

/** One feed to fetch, and the cron run that queued it (its scheduled instant). */
export type FeedRefreshMessage = { feedId: string; queuedAt?: number };

/**
 * Where a cron run's claiming stopped, for the next invocation to go on from: the span of due
 * instants, which step of the run (a range of phases of one interval, or the feeds off their
 * phase), and the last feed read in that step.
 */
export type FeedClaimCursor = {
  from: number;
  to: number;
  step: number;
  after: { phase: number; id: string } | null;
};

/** A cron run's remaining work, handed to the consumer when one invocation could not do it all. */
export type FeedClaimMessage = { claim: FeedClaimCursor };

export type FeedQueueMessage = FeedRefreshMessage | FeedClaimMessage;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

export function isFeedRefreshMessage(body: unknown): body is FeedRefreshMessage {
  return (
    isRecord(body) &&
    typeof body.feedId === "string" &&
    (body.queuedAt === undefined || typeof body.queuedAt === "number")
  );
}

export function isFeedClaimMessage(body: unknown): body is FeedClaimMessage {
  if (!isRecord(body) || !isRecord(body.claim)) return false;
  const { from, to, step, after } = body.claim;
  const validAfter =
    after === null || (isRecord(after) && typeof after.phase === "number" && typeof after.id === "string");
  return typeof from === "number" && typeof to === "number" && typeof step === "number" && validAfter;
}

/** What the feed code needs of the queue binding (a recording stand-in in tests and the simulation). */
export type FeedQueueProducer = {
  send(body: FeedQueueMessage): Promise<unknown>;
  sendBatch(messages: Iterable<MessageSendRequest<FeedQueueMessage>>): Promise<unknown>;
};

/** The context's feed queue (docs/decisions/230): an upload asks a feed again through it. */
export type FeedQueueCtx = { readonly feedQueue: FeedQueueProducer };
