import { Migration } from '@mikro-orm/migrations';

/**
 * Translations of tours and of category names (docs/adr/0019-languages-are-data.md): a row per
 * entity and language other than English, in the module that owns the English. `source_hash` is
 * the hash of the English text the row was written or last confirmed from; when the English
 * changes, the hashes differ and the translation is stale.
 *
 * Search in a reader's language: `public.search_configuration(language)` maps a language code to
 * the text search configuration Postgres has for it ('italian' for it), 'simple' for a language
 * without one. The map is this one function, so every module's search agrees; it is declared
 * immutable (like search_text) so generated columns can use it, and changing it means a
 * migration that also rebuilds those columns. A translation keeps its words as a tsvector of
 * accent-folded text (search_text), so 'citta' finds 'città'.
 */
export class Migration20261208000000TourAndCategoryTranslations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`
      create or replace function public.search_configuration(language text) returns regconfig
      language sql immutable parallel safe strict
      as $$
        select coalesce(
          (select c.oid::regconfig
           from (values ('ar', 'arabic'), ('ca', 'catalan'), ('da', 'danish'), ('de', 'german'), ('el', 'greek'), ('en', 'english'),
                        ('es', 'spanish'), ('eu', 'basque'), ('fi', 'finnish'), ('fr', 'french'), ('ga', 'irish'), ('hi', 'hindi'),
                        ('hu', 'hungarian'), ('hy', 'armenian'), ('id', 'indonesian'), ('it', 'italian'), ('lt', 'lithuanian'),
                        ('nb', 'norwegian'), ('ne', 'nepali'), ('nl', 'dutch'), ('no', 'norwegian'), ('pt', 'portuguese'),
                        ('ro', 'romanian'), ('ru', 'russian'), ('sr', 'serbian'), ('sv', 'swedish'), ('ta', 'tamil'), ('tr', 'turkish'),
                        ('yi', 'yiddish')) as v(code, name)
           join pg_catalog.pg_ts_config c on c.cfgname = v.name and c.cfgnamespace = 'pg_catalog'::regnamespace
           where v.code = language),
          'pg_catalog.simple'::regconfig)
      $$;`);
    this.addSql(`
      create table catalog.tour_translations (
        tour_id uuid not null,
        language text not null,
        title text not null,
        short_description text not null,
        description text not null,
        included jsonb not null default '[]',
        not_included jsonb not null default '[]',
        meeting_point text not null,
        additional_info text,
        duration text not null,
        source_hash text not null,
        updated_at timestamptz not null default now(),
        updated_by text,
        search_vector tsvector generated always as (
          to_tsvector(public.search_configuration(language), public.search_text(title || ' ' || short_description || ' ' || description))
        ) stored,
        constraint tour_translations_pkey primary key (tour_id, language),
        constraint tour_translations_tour_fk foreign key (tour_id) references catalog.tours (id) on delete cascade,
        constraint tour_translations_language_check check (language ~ '^[a-z]{2}$' and language <> 'en'),
        constraint tour_translations_lists_check check (jsonb_typeof(included) = 'array' and jsonb_typeof(not_included) = 'array')
      );`);
    // The public list in a language joins every tour's row in it; search matches the words.
    this.addSql(`create index tour_translations_language_idx on catalog.tour_translations (language, tour_id);`);
    this.addSql(`create index tour_translations_search_idx on catalog.tour_translations using gin (search_vector);`);
    this.addSql(`
      create table content.category_translations (
        category_id uuid not null,
        language text not null,
        name text not null,
        source_hash text not null,
        updated_at timestamptz not null default now(),
        updated_by text,
        constraint category_translations_pkey primary key (category_id, language),
        constraint category_translations_category_fk foreign key (category_id) references content.categories (id) on delete cascade,
        constraint category_translations_language_check check (language ~ '^[a-z]{2}$' and language <> 'en'),
        constraint category_translations_name_length check (char_length(name) between 1 and 100)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists content.category_translations, catalog.tour_translations;');
    this.addSql('drop function if exists public.search_configuration(text);');
  }
}
