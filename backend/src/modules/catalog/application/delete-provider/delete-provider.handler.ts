import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Conflict, NotFound } from '../../../../kernel/errors';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { ProviderSchema } from '../../infrastructure/catalog.schema';
import type { DeleteProvider } from './delete-provider.command';
import { auditCatalog, providerView } from '../catalog-audit';

/** The tours a 409 names; past this many it says how many more. */
const TOURS_NAMED = 5;

/**
 * A provider that tours name cannot be deleted: 409 naming those tours (their titles and ids),
 * so the admin knows which to move to another provider first. Without the entry their
 * requests would silently fall back to the bookings inbox. (Deactivating does that on purpose.)
 */
@injectable()
export class DeleteProviderHandler implements CommandHandler<DeleteProvider, void> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(command: DeleteProvider, uow: UnitOfWork): Promise<void> {
    const provider = await uow.em.findOne(ProviderSchema, { id: command.id });
    if (!provider) throw new NotFound('Provider not found');
    const tours = await this.sql.rows<{ id: string; title: string }>(
      `select id, title from catalog.tours where provider_id = ? order by title, id`,
      [provider.id],
    );
    if (tours.length > 0) {
      const named = tours.slice(0, TOURS_NAMED).map((t) => `"${t.title}" (${t.id})`);
      const more = tours.length > TOURS_NAMED ? ` and ${tours.length - TOURS_NAMED} more` : '';
      throw new Conflict(
        `This provider is named by ${tours.length === 1 ? '1 tour' : `${tours.length} tours`}: ${named.join(', ')}${more}. Give ${tours.length === 1 ? 'it' : 'them'} another provider before deleting it, or mark it inactive.`,
        tours.map((t) => ({ field: 'tours', message: `${t.id}: ${t.title}` })),
      );
    }
    provider.markDeleted();
    auditCatalog(uow, 'provider', { id: provider.id, label: provider.name }, 'delete', providerView(provider), null);
    uow.em.remove(provider);
  }
}
