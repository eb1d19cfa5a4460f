import type { catalog } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { ADMIN_TOUR_SELECT, withCategory, type AdminTourRow } from '../../infrastructure/admin-tour-sql';
import { TourCategories } from '../tour-categories';
import { TourTranslationStates } from '../tour-translation-states';
import type { GetAdminTour } from './get-admin-tour.query';

@injectable()
export class GetAdminTourHandler implements QueryHandler<GetAdminTour, catalog.AdminTour | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TourCategories) private readonly categories: TourCategories,
    @inject(TourTranslationStates) private readonly translations: TourTranslationStates,
  ) {}

  async execute(query: GetAdminTour): Promise<catalog.AdminTour | null> {
    if (!isUuid(query.id)) return null;
    const row = await this.sql.one<AdminTourRow>(`${ADMIN_TOUR_SELECT} where t.id = ?`, [query.id]);
    if (!row) return null;
    const [tour] = await this.translations.of([withCategory(row, await this.categories.byId())]);
    return tour!;
  }
}
