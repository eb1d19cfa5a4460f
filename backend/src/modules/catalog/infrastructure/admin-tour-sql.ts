import type { catalog } from '@costiera/contracts';
import { isoTimestamp } from '../../../kernel/database/postgres';
import type { CategorySummary } from '../../content';

/** The admin shape of a tour, straight from SQL (alias `t`); category slug and name are added from content's facade. */
export const ADMIN_TOUR_SELECT = `
  select t.id, t.title, t.description, t.short_description, t.category_id, t.location, t.duration, t.max_passengers,
         t.price_from::text as price_from, t.currency, t.rating::text as rating, t.review_count, t.images, t.included, t.not_included,
         t.meeting_point, t.provider_id, t.provider_name, t.provider_rating::text as provider_rating,
         exists (select 1 from catalog.providers p where p.id = t.provider_id and p.active) as provider_contact,
         t.is_private, t.free_cancellation, t.additional_info,
         ${isoTimestamp('t.created_at')} as created_at, ${isoTimestamp('t.updated_at')} as updated_at
  from catalog.tours t`;

export type AdminTourRow = Omit<catalog.AdminTour, 'category' | 'category_name' | 'translations'>;

export function withCategory<R extends AdminTourRow>(row: R, categories: ReadonlyMap<string, CategorySummary>): R & Pick<catalog.AdminTour, 'category' | 'category_name'> {
  const category = categories.get(row.category_id);
  return { ...row, category: category?.slug ?? '', category_name: category?.name ?? '' };
}
