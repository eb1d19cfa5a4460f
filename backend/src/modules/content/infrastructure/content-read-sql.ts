import { isoTimestamp } from '../../../kernel/database/postgres';

/** The admin shapes of articles and pages, straight from SQL (alias `x`). */
export const ARTICLE_SELECT = `
  select x.id, x.title, x.slug, x.content, x.excerpt, x.category_id, c.name as category_name, x.featured_image, x.published,
         ${isoTimestamp('x.created_at')} as created_at, ${isoTimestamp('x.updated_at')} as updated_at
  from content.articles x left join content.categories c on c.id = x.category_id`;

export const PAGE_SELECT = `
  select x.id, x.title, x.slug, x.content, x.category_id, c.name as category_name, x.meta_description, x.published,
         ${isoTimestamp('x.created_at')} as created_at, ${isoTimestamp('x.updated_at')} as updated_at
  from content.pages x left join content.categories c on c.id = x.category_id`;
