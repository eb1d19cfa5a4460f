import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { ProviderSchema } from '../../infrastructure/catalog.schema';
import type { UpdateProvider } from './update-provider.command';
import { auditCatalog, providerView } from '../catalog-audit';

@injectable()
export class UpdateProviderHandler implements CommandHandler<UpdateProvider, void> {
  async execute(command: UpdateProvider, uow: UnitOfWork): Promise<void> {
    const provider = await uow.em.findOne(ProviderSchema, { id: command.id });
    if (!provider) throw new NotFound('Provider not found');
    const before = providerView(provider);
    provider.update(command.facts);
    auditCatalog(uow, 'provider', { id: provider.id, label: provider.name }, 'update', before, providerView(provider));
  }
}
