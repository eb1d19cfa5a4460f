import type { EntityManager } from '@mikro-orm/postgresql';
import { AggregateRoot, type DomainEvent } from '../messaging/domain-event';
import { currentRequestActor, currentRequestAddress, currentRequestId } from '../request-context';
import { actorOf, SYSTEM_ACTOR, type AuditDraft, type AuditRecord } from '../audit/audit-entry';

/**
 * What a command handler works in: one transaction's entity manager. Handlers load and change
 * aggregates through it and never commit; the command bus flushes, writes the events the
 * aggregates recorded into the outbox, and commits, all in the same transaction.
 */
export class UnitOfWork {
  private readonly extra: DomainEvent[] = [];
  /** Events taken from the aggregates before a flush (keepEvents). */
  private readonly kept: DomainEvent[] = [];

  private readonly audited: AuditRecord[] = [];

  constructor(readonly em: EntityManager) {}

  /**
   * Records what this command changed in the audit trail, written in its transaction (a
   * rolled-back command leaves no entry). Who and from where come from the request unless the
   * draft names an actor; outside a request the actor is the system.
   */
  audit(draft: AuditDraft): void {
    const user = currentRequestActor();
    const { actor, ...entry } = draft;
    this.audited.push({ ...entry, actor: actor ?? (user ? actorOf(user) : SYSTEM_ACTOR), address: currentRequestAddress() });
  }

  /** The audit records so far, taken once (the command bus appends them before the commit). */
  collectAudit(): AuditRecord[] {
    return this.audited.splice(0);
  }

  /** Takes the aggregates' events so far: called before each flush, which drops the entities it removes. */
  keepEvents(): void {
    this.kept.push(...this.aggregateEvents());
  }

  /** Records an event that no aggregate carries (rare: prefer recording on the aggregate). */
  record(...events: DomainEvent[]): void {
    this.extra.push(...events.map((e) => ({ ...e, requestId: e.requestId ?? currentRequestId() })));
  }

  /** Every event recorded so far, by the aggregates this unit of work touched (removed ones too) and by `record`. */
  collectEvents(): DomainEvent[] {
    return [...this.kept.splice(0), ...this.aggregateEvents(), ...this.extra.splice(0)];
  }

  private aggregateEvents(): DomainEvent[] {
    const uow = this.em.getUnitOfWork();
    const seen = new Set<object>();
    const events: DomainEvent[] = [];
    const visit = (entity: object) => {
      if (seen.has(entity)) return;
      seen.add(entity);
      if (entity instanceof AggregateRoot) events.push(...entity.pullEvents());
    };
    for (const e of uow.getIdentityMap().values()) visit(e);
    for (const e of uow.getPersistStack()) visit(e);
    for (const e of uow.getRemoveStack()) visit(e);
    return events;
  }
}
