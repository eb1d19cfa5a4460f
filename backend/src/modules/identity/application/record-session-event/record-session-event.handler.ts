import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { RecordSessionEvent } from './record-session-event.command';

@injectable()
export class RecordSessionEventHandler implements CommandHandler<RecordSessionEvent, void> {
  async execute(command: RecordSessionEvent, uow: UnitOfWork): Promise<void> {
    uow.audit({
      kind: 'user',
      itemId: command.userId,
      itemLabel: command.username,
      action: command.action,
      changes: command.reason ? [{ field: 'reason', before: null, after: command.reason }] : [],
      actor: { id: command.userId, name: command.username },
    });
  }
}
