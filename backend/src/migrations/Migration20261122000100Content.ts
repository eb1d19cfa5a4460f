import { Migration } from '@mikro-orm/migrations';

/**
 * Content: categories of all three types (slug unique per type), articles and pages.
 * Category references are `on delete restrict`: the database itself refuses to delete a
 * category in use (the handlers count first and answer 409; the constraint covers races).
 */
export class Migration20261122000100Content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table content.categories (
        id uuid primary key,
        name text not null,
        slug text not null,
        type text not null,
        description text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint categories_type_check check (type in ('tour', 'article', 'page')),
        constraint categories_slug_shape check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'),
        constraint categories_name_length check (char_length(name) between 1 and 100),
        constraint categories_type_slug_unique unique (type, slug)
      );`);
    this.addSql(`create index categories_type_name_idx on content.categories (type, name);`);

    this.addSql(`
      create table content.articles (
        id uuid primary key,
        title text not null,
        slug text not null,
        content text not null,
        excerpt text not null,
        category_id uuid not null,
        featured_image text,
        published boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        search_doc text generated always as (public.search_text(title || ' ' || excerpt || ' ' || slug)) stored,
        constraint articles_slug_unique unique (slug),
        constraint articles_slug_shape check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'),
        constraint articles_category_fk foreign key (category_id) references content.categories (id) on delete restrict
      );`);
    this.addSql(`create index articles_category_idx on content.articles (category_id, created_at desc, id desc);`);
    this.addSql(`create index articles_created_idx on content.articles (created_at desc, id desc);`);
    this.addSql(`create index articles_published_created_idx on content.articles (published, created_at desc, id desc);`);
    this.addSql(`create index articles_search_trgm_idx on content.articles using gin (search_doc gin_trgm_ops);`);

    this.addSql(`
      create table content.pages (
        id uuid primary key,
        title text not null,
        slug text not null,
        content text not null,
        category_id uuid not null,
        meta_description text,
        published boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        search_doc text generated always as (public.search_text(title || ' ' || slug || ' ' || coalesce(meta_description, ''))) stored,
        constraint pages_slug_unique unique (slug),
        constraint pages_slug_shape check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'),
        constraint pages_meta_description_length check (meta_description is null or char_length(meta_description) <= 160),
        constraint pages_category_fk foreign key (category_id) references content.categories (id) on delete restrict
      );`);
    this.addSql(`create index pages_category_idx on content.pages (category_id, created_at desc, id desc);`);
    this.addSql(`create index pages_created_idx on content.pages (created_at desc, id desc);`);
    this.addSql(`create index pages_published_created_idx on content.pages (published, created_at desc, id desc);`);
    this.addSql(`create index pages_search_trgm_idx on content.pages using gin (search_doc gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists content.pages, content.articles, content.categories;`);
  }
}
