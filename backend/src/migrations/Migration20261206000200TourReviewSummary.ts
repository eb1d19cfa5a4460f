import { Migration } from '@mikro-orm/migrations';

/**
 * A tour's rating and review count are its stored reviews' average (one decimal) and number,
 * kept by the database: a trigger on `catalog.reviews` recomputes the tour's pair in the
 * transaction that changes its reviews, whatever writes them. They stay columns of the tour so
 * the public list keeps sorting by them through `tours_rating_idx`. Typed-in values are replaced
 * by what the reviews say.
 */
export class Migration20261206000200TourReviewSummary extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function catalog.refresh_tour_review_summary(tour uuid) returns void language sql as $$
        update catalog.tours t
           set rating = coalesce(s.rating, 0), review_count = s.review_count
          from (select round(avg(r.rating), 1) as rating, count(*)::int as review_count from catalog.reviews r where r.tour_id = tour) s
         where t.id = tour;
      $$;`);
    this.addSql(`
      create function catalog.reviews_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform catalog.refresh_tour_review_summary(old.tour_id); end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.tour_id <> old.tour_id or new.rating <> old.rating) then
          perform catalog.refresh_tour_review_summary(new.tour_id);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger reviews_summary after insert or update or delete on catalog.reviews for each row execute function catalog.reviews_changed();`);
    this.addSql(`select catalog.refresh_tour_review_summary(id) from catalog.tours;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists reviews_summary on catalog.reviews;');
    this.addSql('drop function if exists catalog.reviews_changed(), catalog.refresh_tour_review_summary(uuid);');
  }
}
