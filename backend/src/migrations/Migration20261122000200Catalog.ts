import { Migration } from '@mikro-orm/migrations';

/**
 * Catalog: tours and their reviews. Money is numeric(10,2), ratings numeric(2,1) in 0..5.
 * A tour's category is restricted (content.categories, `on delete restrict`). Indexes serve
 * every read: the public list (rating order, category, location), the admin list (newest
 * first, category, location text), and search over title, descriptions and location.
 */
export class Migration20261122000200Catalog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table catalog.tours (
        id uuid primary key,
        title text not null,
        short_description text not null,
        description text not null,
        category_id uuid not null,
        location text not null,
        duration text not null,
        max_passengers integer not null,
        price_from numeric(10, 2) not null,
        currency text not null default 'EUR',
        rating numeric(2, 1) not null default 0,
        review_count integer not null default 0,
        images jsonb not null default '[]',
        included jsonb not null default '[]',
        not_included jsonb not null default '[]',
        meeting_point text not null,
        provider_id text not null,
        provider_name text not null,
        provider_email text,
        provider_rating numeric(2, 1) not null default 0,
        is_private boolean not null default false,
        free_cancellation boolean not null default false,
        additional_info text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        search_doc text generated always as (
          public.search_text(title || ' ' || short_description || ' ' || location || ' ' || description)
        ) stored,
        constraint tours_max_passengers_check check (max_passengers >= 1),
        constraint tours_price_from_check check (price_from >= 0),
        constraint tours_currency_check check (currency in ('EUR', 'USD', 'GBP')),
        constraint tours_rating_check check (rating between 0 and 5),
        constraint tours_provider_rating_check check (provider_rating between 0 and 5),
        constraint tours_review_count_check check (review_count >= 0),
        constraint tours_lists_check check (
          jsonb_typeof(images) = 'array' and jsonb_typeof(included) = 'array' and jsonb_typeof(not_included) = 'array'
        ),
        constraint tours_category_fk foreign key (category_id) references content.categories (id) on delete restrict
      );`);
    // Public list: highest rated first, optionally within some categories or locations.
    this.addSql(`create index tours_rating_idx on catalog.tours (rating desc, review_count desc, id);`);
    this.addSql(`create index tours_category_rating_idx on catalog.tours (category_id, rating desc, review_count desc);`);
    this.addSql(`create index tours_location_idx on catalog.tours (public.search_text(location));`);
    this.addSql(`create index tours_location_trgm_idx on catalog.tours using gin (public.search_text(location) gin_trgm_ops);`);
    // Admin list: newest first, optionally within a category.
    this.addSql(`create index tours_created_idx on catalog.tours (created_at desc, id desc);`);
    this.addSql(`create index tours_category_created_idx on catalog.tours (category_id, created_at desc, id desc);`);
    this.addSql(`create index tours_search_trgm_idx on catalog.tours using gin (search_doc gin_trgm_ops);`);

    this.addSql(`
      create table catalog.reviews (
        id uuid primary key,
        tour_id uuid not null,
        author_name text not null,
        author_initials text not null,
        rating smallint not null,
        title text not null,
        content text not null,
        date text not null,
        created_at timestamptz not null default now(),
        constraint reviews_rating_check check (rating between 1 and 5),
        constraint reviews_tour_fk foreign key (tour_id) references catalog.tours (id) on delete cascade
      );`);
    this.addSql(`create index reviews_tour_created_idx on catalog.reviews (tour_id, created_at desc, id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists catalog.reviews, catalog.tours;`);
  }
}
