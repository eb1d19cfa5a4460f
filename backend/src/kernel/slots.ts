/** Lets at most `limit` tasks run at once; the others wait their turn, in the order they came. */
export class Slots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!(Number.isInteger(limit) && limit >= 1)) throw new Error(`Slots: the limit must be a whole number of at least 1, not ${limit}`);
  }

  /** Tasks running now. */
  get busy(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (the count stays); else it is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
