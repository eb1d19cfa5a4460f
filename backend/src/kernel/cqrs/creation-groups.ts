/**
 * Group commit, opt-in (`CommandBus.registerGrouped`), for many small independent commands
 * that only create an aggregate (a module opts in for its busiest one). Why it exists, with
 * the figures with and without: ADR 0006.
 *
 * The command bus runs the command's ordinary handler on a unit of work that never commits and
 * takes what it persisted (a refusal is thrown then, and answered alone); the handler cannot
 * tell. Aggregates built while a group is being committed wait, and are then committed
 * together in one unit of work: one transaction, one commit flush,
 * one outbox notification for all of them. At rest a group is one request and nothing waits.
 * If a group's commit fails, each of its commands is built and committed again on its own, so
 * no command's fate depends on another's.
 */
export interface Creation<R> {
  /** The new aggregate and the rows that belong with it (ORM entities), not persisted anywhere yet. */
  readonly entities: readonly object[];
  /** What the command answers once the aggregate is committed. */
  readonly result: R;
}

interface Waiting<R> {
  readonly create: () => Promise<Creation<R>>;
  readonly creation: Creation<R>;
  resolve(result: R): void;
  reject(err: unknown): void;
}

/** Aggregates one transaction takes at most. */
const GROUP_MAX = 100;

export class CreationGroup<R> {
  private readonly waiting: Waiting<R>[] = [];
  private committing = false;

  /** `commit` persists the entities in one unit of work of the command bus. */
  constructor(private readonly commit: (entities: object[]) => Promise<void>) {}

  async submit(create: () => Promise<Creation<R>>): Promise<R> {
    const creation = await create();
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ create, creation, resolve, reject });
      if (!this.committing) void this.commitWaiting();
    });
  }

  private async commitWaiting(): Promise<void> {
    this.committing = true;
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, GROUP_MAX);
        try {
          await this.commit(group.flatMap((m) => m.creation.entities));
          for (const m of group) m.resolve(m.creation.result);
        } catch {
          for (const m of group) await this.alone(m);
        }
      }
    } finally {
      this.committing = false;
    }
  }

  /** Built anew (the failed commit's entities are left to it) and committed in a transaction of its own. */
  private async alone(member: Waiting<R>): Promise<void> {
    try {
      const again = await member.create();
      await this.commit([...again.entities]);
      member.resolve(again.result);
    } catch (err) {
      member.reject(err);
    }
  }
}
