import { Migration } from '@mikro-orm/migrations';

/**
 * Uploaded photos, one row per distinct file: the id is the sha256 of the uploaded bytes, so the
 * same photo uploaded twice is one row. `recipe` and `widths` say which rendered variants pages
 * may use; both stay null until the first set exists, and change together only once a newer
 * recipe's whole set exists.
 */
export class Migration20261210000000MediaPhotos extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists media;');
    this.addSql(`create table media.photos (
      id text primary key constraint photos_id_check check (id ~ '^[0-9a-f]{64}$'),
      format text not null constraint photos_format_check check (format in ('jpeg', 'png', 'webp', 'avif')),
      width integer not null constraint photos_width_check check (width > 0),
      height integer not null constraint photos_height_check check (height > 0),
      bytes integer not null constraint photos_bytes_check check (bytes > 0),
      alt jsonb not null default '{}'::jsonb constraint photos_alt_check check (jsonb_typeof(alt) = 'object'),
      recipe integer,
      widths integer[],
      created_at timestamptz not null,
      created_by uuid,
      constraint photos_rendered_check check ((recipe is null) = (widths is null))
    );`);
    // The background re-render walks the photos rendered by an older recipe (or none) in id order.
    this.addSql('create index photos_recipe_idx on media.photos (recipe, id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists media.photos;');
    this.addSql('drop schema if exists media;');
  }
}
