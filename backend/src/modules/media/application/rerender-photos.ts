import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../../kernel/logger';
import type { PeriodicJob } from '../../../kernel/module';
import type { Recipe } from '../domain/recipe';
import type { PhotoRenderer } from './photo-renderer';

/** The advisory lock that lets one worker at a time walk the photos (any other skips its turn). */
const WALK_LOCK = 0x6d656469; // 'medi'

/**
 * After the recipe's version changed, renders the photos made by an older one, a few per run,
 * oldest recipe first. Each photo keeps its old set until its new one is whole (PhotoRenderer),
 * and the old files stay: pages cached with them still load.
 */
export function rerenderPhotosJob(deps: { orm: MikroORM; renderer: PhotoRenderer; logger: Logger }, recipe: Recipe, batch: number, everyMs: number): PeriodicJob {
  return {
    name: 'media.rerender-photos',
    everyMs,
    async run() {
      await deps.orm.em.fork().transactional(async (em) => {
        const [lock] = await em.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [WALK_LOCK]);
        if (!lock?.locked) return;
        const rows = await em.execute<{ id: string }[]>('select id from media.photos where recipe < ? order by recipe, id limit ?', [recipe.version, batch]);
        for (const { id } of rows) {
          if (!(await deps.renderer.render(id, recipe))) deps.logger.warn({ photoId: id }, 'photo has no original to render');
        }
      });
    },
  };
}
