import type { identity } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import type { GetStaffMember } from './get-staff-member.query';

@injectable()
export class GetStaffMemberHandler implements QueryHandler<GetStaffMember, identity.CurrentUser | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute(query: GetStaffMember): Promise<identity.CurrentUser | null> {
    if (!isUuid(query.userId)) return null;
    const row = await this.sql.one<{ username: string; is_admin: boolean; language: string }>('select username, is_admin, language from identity.users where id = ?', [query.userId]);
    if (!row) return null;
    // A language the site has since dropped from SITE_LANGUAGES reads as the first the site has (English).
    const language = this.languages.codes.includes(row.language) ? row.language : this.languages.codes[0]!;
    return { username: row.username, isAdmin: row.is_admin, language };
  }
}
