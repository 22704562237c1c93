// One call at a time per key in this process. Calls that would only queue on the same database lock
// (one operator's adjustments to one member, say) wait here instead, holding no pool connection: a
// burst of them can then not take every connection from the rest of the shop. The database lock
// stays, for the other processes.

/** Resolves once `turn` has come, or rejects with the signal's reason once it aborts first. */
function turnOrAbort(turn: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return turn;
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void turn.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

export class KeyedTurns {
  /** Per key, a promise that settles once every call queued so far has finished or given up. */
  private readonly tails = new Map<string, Promise<void>>();

  /**
   * Runs `task` after every earlier call with this key has finished. A call whose signal aborts while
   * it waits (the request timed out, or its client left) never runs, and the calls behind it keep
   * their order.
   */
  async run<T>(key: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const tail = before.then(() => done);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    try {
      await turnOrAbort(before, signal);
      return await task();
    } finally {
      finish();
    }
  }

  /** How many keys have a call running or waiting (for tests and metrics). */
  get size(): number {
    return this.tails.size;
  }
}
