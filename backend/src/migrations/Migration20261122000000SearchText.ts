import { Migration } from '@mikro-orm/migrations';

/**
 * Search that ignores case and accents ('Positàno' finds 'Positano'), fast on large tables:
 * `public.search_text(text)` is lower(unaccent(text)) declared immutable (unaccent itself is
 * only stable, because its dictionary could change), so generated columns and trigram
 * indexes can use it. Every module's searchable table keeps a `search_doc` column built
 * with it and a pg_trgm GIN index, so `search_doc like '%word%'` is an index scan.
 */
export class Migration20261122000000SearchText extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`
      create or replace function public.search_text(value text) returns text
      language sql immutable parallel safe strict
      as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists public.search_text(text);`);
  }
}
