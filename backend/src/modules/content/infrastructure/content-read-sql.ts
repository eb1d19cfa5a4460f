import { LANGUAGE_CODE, SOURCE_LANGUAGE } from '@costiera/contracts';
import { isoTimestamp } from '../../../kernel/database/postgres';
import { ARTICLE_SOURCE_HASH, PAGE_SOURCE_HASH } from './translation-sources';

/**
 * Languages written into SQL as an array literal (`'{"en","it"}'::text[]`): they come from the
 * site's settings, never from a request, and each is checked to be a language code.
 */
export function languagesArray(languages: readonly string[]): string {
  for (const language of languages) if (!LANGUAGE_CODE.test(language)) throw new Error(`"${language}" is not a language code`);
  return `'{${languages.map((l) => `"${l}"`).join(',')}}'::text[]`;
}

/**
 * Each of `languages` (the site's other languages) against the translations of the row `x` of an
 * admin list: missing, stale or current, and whether published (columns `translations`,
 * `translations_published` of the contract).
 */
function translationStates(table: string, key: string, sourceHash: string, languages: readonly string[]): string {
  return `
  left join lateral (
    select coalesce(jsonb_object_agg(l.language, case when tr.${key} is null then 'missing' when tr.source_hash = s.hash then 'current' else 'stale' end), '{}'::jsonb) as translations,
           coalesce(jsonb_object_agg(l.language, coalesce(tr.published, false)), '{}'::jsonb) as translations_published
    from unnest(${languagesArray(languages)}) as l(language)
    cross join (select ${sourceHash} as hash) s
    left join content.${table} tr on tr.${key} = x.id and tr.language = l.language
  ) tl on true`;
}

/** The admin shape of articles, straight from SQL (alias `x`), with their state in each of `languages`. */
export function articleSelect(languages: readonly string[]): string {
  return `
  select x.id, x.title, x.slug, x.content, x.excerpt, x.category_id, c.name as category_name, x.featured_image, x.published,
         ${isoTimestamp('x.created_at')} as created_at, ${isoTimestamp('x.updated_at')} as updated_at,
         tl.translations, tl.translations_published
  from content.articles x left join content.categories c on c.id = x.category_id
  ${translationStates('article_translations', 'article_id', ARTICLE_SOURCE_HASH, languages)}`;
}

/** The admin shape of pages, straight from SQL (alias `x`), with their state in each of `languages`. */
export function pageSelect(languages: readonly string[]): string {
  return `
  select x.id, x.title, x.slug, x.content, x.category_id, c.name as category_name, x.meta_description, x.published,
         ${isoTimestamp('x.created_at')} as created_at, ${isoTimestamp('x.updated_at')} as updated_at,
         tl.translations, tl.translations_published
  from content.pages x left join content.categories c on c.id = x.category_id
  ${translationStates('page_translations', 'page_id', PAGE_SOURCE_HASH, languages)}`;
}

/**
 * The `alternates` of the public answers for the English row `alias`: every one of `languages`
 * it is published in with its slug there, English first, in the order of the site's languages.
 */
export function alternatesColumn(table: string, key: string, alias: string, languages: readonly string[]): string {
  const codes = languagesArray(languages);
  return `(select coalesce(jsonb_agg(jsonb_build_object('lang', alt.lang, 'slug', alt.slug) order by array_position(${codes}, alt.lang)), '[]'::jsonb)
     from (select '${SOURCE_LANGUAGE}'::text as lang, ${alias}.slug where ${alias}.published
           union all
           select alt_tr.language, alt_tr.slug from content.${table} alt_tr
           where alt_tr.${key} = ${alias}.id and alt_tr.published and alt_tr.language = any(${codes})) alt)`;
}
