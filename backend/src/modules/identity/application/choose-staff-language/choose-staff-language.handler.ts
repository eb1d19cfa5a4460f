import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { BusinessRuleViolation, NotFound } from '../../../../kernel/errors';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { changesBetween } from '../../../../kernel/audit/audit-entry';
import { UserSchema } from '../../infrastructure/user.schema';
import type { ChooseStaffLanguage } from './choose-staff-language.command';

/** Keeps the admin's choice of back office language on their account; a language the site does not have is refused (422) and nothing changes. */
@injectable()
export class ChooseStaffLanguageHandler implements CommandHandler<ChooseStaffLanguage, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: ChooseStaffLanguage, uow: UnitOfWork): Promise<void> {
    const { codes } = this.languages;
    if (!codes.includes(command.language)) {
      throw new BusinessRuleViolation(`The back office has no language "${command.language}": choose one of ${codes.join(', ')}`, [
        { field: 'language', message: `Language must be one of ${codes.join(', ')}` },
      ]);
    }
    const user = await uow.em.findOne(UserSchema, { id: command.userId });
    if (!user) throw new NotFound('User not found');
    const before = user.language;
    user.chooseLanguage(command.language);
    uow.audit({ kind: 'user', itemId: user.id, itemLabel: user.username, action: 'update', changes: changesBetween({ language: before }, { language: user.language }) });
  }
}
