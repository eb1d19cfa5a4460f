import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { ProviderSchema } from '../../infrastructure/catalog.schema';
import type { UpdateProvider } from './update-provider.command';

@injectable()
export class UpdateProviderHandler implements CommandHandler<UpdateProvider, void> {
  async execute(command: UpdateProvider, uow: UnitOfWork): Promise<void> {
    const provider = await uow.em.findOne(ProviderSchema, { id: command.id });
    if (!provider) throw new NotFound('Provider not found');
    provider.update(command.facts);
  }
}
