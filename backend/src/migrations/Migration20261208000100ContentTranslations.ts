import { Migration } from '@mikro-orm/migrations';

/**
 * Articles and pages in the site's other languages (docs/adr/0019): a row per item and language
 * beside the English one, whole (every text field the English fills), with its own slug (unique
 * per language: an Italian slug may equal an English one) and its own published flag. `source_hash`
 * is the hash of the English text the row was written from or last confirmed against; the
 * English row is unchanged. `search_vector` is the row's words in its language's text search
 * configuration (`public.search_configuration`, from the tour and category translations' migration,
 * so every module's search agrees), over accent-folded text, for the admin's search in that language.
 */
export class Migration20261208000100ContentTranslations extends Migration {
  override async up(): Promise<void> {
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
          to_tsvector(public.search_configuration(language), public.search_text(title || ' ' || excerpt || ' ' || slug))
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
          to_tsvector(public.search_configuration(language), public.search_text(title || ' ' || slug || ' ' || coalesce(meta_description, '')))
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
  }
}
