import { Migration } from '@mikro-orm/migrations';

/**
 * Articles and pages in the site's other languages (docs/adr/0019): a row per item and language
 * beside the English one, whole (every text field the English fills), with its own slug (unique
 * per language: an Italian slug may equal an English one) and its own published flag. `source_hash`
 * is the hash of the English text the row was written from or last confirmed against; the
 * English row is unchanged. `search_vector` is the row's words in its language's text search
 * configuration, over accent-folded text, for the admin's search in that language.
 */
export class Migration20261208000100ContentTranslations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    // Postgres's own configurations by ISO 639-1 code; any other language is searched word by word ('simple').
    // Declared immutable (the cast looks the name up) so generated columns can use it, as public.search_text does.
    this.addSql(`
      create or replace function content.text_search_config(language text) returns regconfig
      language sql immutable parallel safe strict
      as $$ select (case language
        when 'ar' then 'pg_catalog.arabic' when 'ca' then 'pg_catalog.catalan' when 'da' then 'pg_catalog.danish'
        when 'de' then 'pg_catalog.german' when 'el' then 'pg_catalog.greek' when 'en' then 'pg_catalog.english'
        when 'es' then 'pg_catalog.spanish' when 'eu' then 'pg_catalog.basque' when 'fi' then 'pg_catalog.finnish'
        when 'fr' then 'pg_catalog.french' when 'ga' then 'pg_catalog.irish' when 'hi' then 'pg_catalog.hindi'
        when 'hu' then 'pg_catalog.hungarian' when 'hy' then 'pg_catalog.armenian' when 'id' then 'pg_catalog.indonesian'
        when 'it' then 'pg_catalog.italian' when 'lt' then 'pg_catalog.lithuanian' when 'nb' then 'pg_catalog.norwegian'
        when 'ne' then 'pg_catalog.nepali' when 'nl' then 'pg_catalog.dutch' when 'no' then 'pg_catalog.norwegian'
        when 'pt' then 'pg_catalog.portuguese' when 'ro' then 'pg_catalog.romanian' when 'ru' then 'pg_catalog.russian'
        when 'sr' then 'pg_catalog.serbian' when 'sv' then 'pg_catalog.swedish' when 'ta' then 'pg_catalog.tamil'
        when 'tr' then 'pg_catalog.turkish' when 'yi' then 'pg_catalog.yiddish'
        else 'pg_catalog.simple' end)::regconfig $$;`);

    this.addSql(`
      create table content.article_translations (
        article_id uuid not null,
        language text not null,
        slug text not null,
        title text not null,
        content text not null,
        excerpt text not null,
        published boolean not null default false,
        source_hash text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by text,
        search_vector tsvector generated always as (
          to_tsvector(content.text_search_config(language), public.search_text(title || ' ' || excerpt || ' ' || slug))
        ) stored,
        constraint article_translations_pkey primary key (article_id, language),
        constraint article_translations_article_fk foreign key (article_id) references content.articles (id) on delete cascade,
        constraint article_translations_language_check check (language ~ '^[a-z]{2}$' and language <> 'en'),
        constraint article_translations_slug_shape check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'),
        constraint article_translations_language_slug_unique unique (language, slug)
      );`);
    this.addSql(`create index article_translations_published_idx on content.article_translations (language, published);`);
    this.addSql(`create index article_translations_search_idx on content.article_translations using gin (search_vector);`);

    this.addSql(`
      create table content.page_translations (
        page_id uuid not null,
        language text not null,
        slug text not null,
        title text not null,
        content text not null,
        meta_description text,
        published boolean not null default false,
        source_hash text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by text,
        search_vector tsvector generated always as (
          to_tsvector(content.text_search_config(language), public.search_text(title || ' ' || slug || ' ' || coalesce(meta_description, '')))
        ) stored,
        constraint page_translations_pkey primary key (page_id, language),
        constraint page_translations_page_fk foreign key (page_id) references content.pages (id) on delete cascade,
        constraint page_translations_language_check check (language ~ '^[a-z]{2}$' and language <> 'en'),
        constraint page_translations_slug_shape check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'),
        constraint page_translations_meta_description_length check (meta_description is null or char_length(meta_description) <= 160),
        constraint page_translations_language_slug_unique unique (language, slug)
      );`);
    this.addSql(`create index page_translations_published_idx on content.page_translations (language, published);`);
    this.addSql(`create index page_translations_search_idx on content.page_translations using gin (search_vector);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists content.page_translations, content.article_translations;`);
    this.addSql(`drop function if exists content.text_search_config(text);`);
  }
}
