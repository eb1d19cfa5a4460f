import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { QueryBus } from '../../../../kernel/cqrs/query-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Clock } from '../../../../kernel/clock';
import type { Config } from '../../../../kernel/config';
import { NotFound } from '../../../../kernel/errors';
import { TOKENS } from '../../../../kernel/tokens';
import { GetProvider } from '../../../catalog';
import { rotateFeedToken } from '../../infrastructure/calendar-feed-tokens';
import type { RotateProviderCalendarLink } from './rotate-provider-calendar-link.command';
import { auditBookings } from '../bookings-audit';

@injectable()
export class RotateProviderCalendarLinkHandler implements CommandHandler<RotateProviderCalendarLink, string> {
  constructor(
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Config) private readonly config: Config,
  ) {}

  async execute({ providerId, username }: RotateProviderCalendarLink, uow: UnitOfWork): Promise<string> {
    const provider = await this.queries.execute(new GetProvider(providerId));
    if (!provider) throw new NotFound('Provider not found');
    // The link itself is a secret: the trail says only that it changed.
    auditBookings(uow, 'provider', { id: providerId, label: provider.name }, 'rotate-link', null, { calendar_link: 'new' });
    return rotateFeedToken(uow.em, providerId, this.config.sessionSecret, username, this.clock.now());
  }
}
