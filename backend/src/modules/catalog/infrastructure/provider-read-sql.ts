import { isoTimestamp, newestFirstPage, searchWordPatterns, type SqlStatement } from '../../../kernel/database/postgres';

/** The admin shape of a provider, straight from SQL (alias `p`), with how many tours name it. */
export const ADMIN_PROVIDER_SELECT = `
  select p.id, p.name, p.booking_emails, p.phone, p.languages, p.active,
         (select count(*)::int from catalog.tours t where t.provider_id = p.id) as tour_count,
         ${isoTimestamp('p.created_at')} as created_at, ${isoTimestamp('p.updated_at')} as updated_at
  from catalog.providers p`;

export interface ProviderFilter {
  readonly page: number;
  readonly limit: number;
  /** Words that must each appear in the id, the name or a booking email (ignoring case and accents). */
  readonly search?: string;
}

function whereOf(filter: ProviderFilter): { clause: string; params: unknown[] } {
  const patterns = searchWordPatterns(filter.search);
  return { clause: patterns.length ? `where ${patterns.map(() => 'p.search_doc like public.search_text(?)').join(' and ')}` : '', params: patterns };
}

export function providerCountStatement(filter: ProviderFilter): SqlStatement {
  const { clause, params } = whereOf(filter);
  return { sql: `select count(*)::int as total from catalog.providers p ${clause}`, params };
}

/** One page, newest first; null past the end. */
export function providerPageStatement(filter: ProviderFilter, total: number): SqlStatement | null {
  const { clause, params } = whereOf(filter);
  return newestFirstPage({ from: 'catalog.providers p', alias: 'p', select: ADMIN_PROVIDER_SELECT, where: clause, params }, filter.page, filter.limit, total);
}
