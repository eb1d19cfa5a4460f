import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Conflict } from '../../../../kernel/errors';
import { constraintViolation } from '../../../../kernel/database/postgres';
import { Provider } from '../../domain/provider';
import { ProviderSchema } from '../../infrastructure/catalog.schema';
import type { CreateProvider } from './create-provider.command';
import { auditCatalog, providerView } from '../catalog-audit';

function idTaken(id: string): Conflict {
  return new Conflict(`A provider with the id "${id}" already exists`, [{ field: 'id', message: 'is already taken' }]);
}

@injectable()
export class CreateProviderHandler implements CommandHandler<CreateProvider, string> {
  async execute(command: CreateProvider, uow: UnitOfWork): Promise<string> {
    if (await uow.em.findOne(ProviderSchema, { id: command.id })) throw idTaken(command.id);
    const provider = Provider.create(command.id, command.facts);
    uow.em.persist(provider);
    auditCatalog(uow, 'provider', { id: provider.id, label: provider.name }, 'create', null, providerView(provider));
    try {
      await uow.em.flush();
    } catch (err) {
      // Two admins creating the same id at once: the primary key decides.
      if (constraintViolation(err)?.kind === 'unique') throw idTaken(command.id);
      throw err;
    }
    return command.id;
  }
}
