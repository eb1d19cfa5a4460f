import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { BusinessRuleViolation } from '../../../kernel/errors';

/** Everything an admin sets on a provider of the directory. */
export interface ProviderFacts {
  readonly name: string;
  /** Where booking requests for the provider's tours go: one or more addresses. */
  readonly bookingEmails: readonly string[];
  readonly phone: string | null;
  readonly languages: readonly string[];
  /** An inactive provider keeps its entry; its requests go to the bookings inbox. */
  readonly active: boolean;
}

/**
 * A provider of tours: its id is the one its tours name (provider_id), so it never changes.
 * Tours may name a provider the directory does not hold (the spec allows any provider id).
 */
export class Provider extends AggregateRoot {
  name!: string;
  bookingEmails!: string[];
  phone!: string | null;
  languages!: string[];
  active!: boolean;
  updatedAt!: Date;

  private constructor(
    readonly id: string,
    readonly createdAt: Date,
  ) {
    super();
  }

  static create(id: string, facts: ProviderFacts, now = new Date()): Provider {
    const provider = new Provider(id, now);
    provider.apply(facts, now);
    provider.record({ name: 'catalog.provider.created.v1', payload: { providerId: id } });
    return provider;
  }

  update(facts: ProviderFacts, now = new Date()): void {
    this.apply(facts, now);
    this.record({ name: 'catalog.provider.updated.v1', payload: { providerId: this.id } });
  }

  /** Called just before removal; the caller has made sure no tour names the provider. */
  markDeleted(): void {
    this.record({ name: 'catalog.provider.deleted.v1', payload: { providerId: this.id } });
  }

  private apply(facts: ProviderFacts, now: Date): void {
    if (facts.bookingEmails.length === 0) {
      throw new BusinessRuleViolation('A provider needs at least one booking email address', [{ field: 'booking_emails', message: 'needs at least one email address' }]);
    }
    this.name = facts.name;
    this.bookingEmails = [...facts.bookingEmails];
    this.phone = facts.phone;
    this.languages = [...facts.languages];
    this.active = facts.active;
    this.updatedAt = now;
  }
}
