// The feed queue of the simulation: what Cloudflare Queues does with the messages, in the
// simulation's clock (docs/performance/notes/182-feeds-simulation.md). Sent messages become visible after their delay; a
// consumer invocation takes up to `maxBatch` visible ones, oldest first.
import type { FeedQueueMessage, FeedQueueProducer } from "~/worker/feeds/queue-messages";

export type SimMessage = { id: string; body: FeedQueueMessage; visibleAt: number; sentAt: number; attempts: number };

/** A binary heap of delayed messages by the instant they become visible. */
class DelayedMessages {
  private readonly heap: SimMessage[] = [];
  get size() {
    return this.heap.length;
  }
  peek(): SimMessage | undefined {
    return this.heap[0];
  }
  push(message: SimMessage) {
    const heap = this.heap;
    heap.push(message);
    for (let index = heap.length - 1; index > 0; ) {
      const parent = (index - 1) >> 1;
      if ((heap[parent]?.visibleAt ?? 0) <= message.visibleAt) break;
      heap[index] = heap[parent] as SimMessage;
      heap[parent] = message;
      index = parent;
    }
  }
  pop(): SimMessage | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length === 0 || !last) return top;
    heap[0] = last;
    for (let index = 0; ; ) {
      const left = 2 * index + 1;
      const right = left + 1;
      let smallest = index;
      if ((heap[left]?.visibleAt ?? Infinity) < (heap[smallest]?.visibleAt ?? Infinity)) smallest = left;
      if ((heap[right]?.visibleAt ?? Infinity) < (heap[smallest]?.visibleAt ?? Infinity)) smallest = right;
      if (smallest === index) break;
      [heap[index], heap[smallest]] = [heap[smallest] as SimMessage, heap[index] as SimMessage];
      index = smallest;
    }
    return top;
  }
}

export class SimQueue {
  private readonly ready: SimMessage[] = [];
  private head = 0;
  private readonly delayed = new DelayedMessages();
  private counter = 0;
  mostVisible = 0;
  mostHeld = 0;
  sent = 0;

  constructor(
    private readonly clock: () => number,
    private readonly onSend: (message: SimMessage) => void = () => {},
  ) {}

  /** The binding the Worker's code sends to. */
  readonly producer: FeedQueueProducer = {
    send: async (body) => this.enqueue(body, 0, 1),
    sendBatch: async (messages) => {
      for (const message of messages) this.enqueue(message.body, message.delaySeconds ?? 0, 1);
    },
  };

  enqueue(body: FeedQueueMessage, delaySeconds: number, attempts: number) {
    const now = this.clock();
    const message = { id: `m${this.counter++}`, body, sentAt: now, visibleAt: now + delaySeconds * 1000, attempts };
    this.sent++;
    this.onSend(message);
    if (delaySeconds > 0) this.delayed.push(message);
    else this.ready.push(message);
    this.note();
  }

  /** Moves the messages whose delay has passed by `now` to the visible ones. */
  deliver(now: number) {
    for (let next = this.delayed.peek(); next && next.visibleAt <= now; next = this.delayed.peek()) {
      this.ready.push(this.delayed.pop() as SimMessage);
    }
    this.note();
  }

  get visible() {
    return this.ready.length - this.head;
  }
  get held() {
    return this.visible + this.delayed.size;
  }
  oldestVisibleAt(): number | null {
    return this.ready[this.head]?.visibleAt ?? null;
  }
  nextVisibleAt(): number | null {
    return this.delayed.peek()?.visibleAt ?? null;
  }

  take(count: number): SimMessage[] {
    const taken = this.ready.slice(this.head, this.head + count);
    this.head += taken.length;
    if (this.head > 50_000) {
      this.ready.splice(0, this.head);
      this.head = 0;
    }
    return taken;
  }

  private note() {
    this.mostVisible = Math.max(this.mostVisible, this.visible);
    this.mostHeld = Math.max(this.mostHeld, this.held);
  }
}
