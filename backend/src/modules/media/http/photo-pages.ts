import { media } from '@costiera/contracts';
import type { Context } from 'koa';
import { AppError, NotFound } from '../../../kernel/errors';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { GetPhoto } from '../application/get-photo/get-photo.query';
import { PHOTO_STORE, variantKey, type PhotoStore } from '../application/photo-store';
import { isPhotoId } from '../domain/photo-id';

const VARIANT_FILE = /^v([1-9]\d{0,5})-([1-9]\d{0,4})\.(avif|webp|jpg)$/;
const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
/** The width a plain photo address shows: what the back office's preview and feed readers need. */
const PLAIN_WIDTH = 1280;
/** How long a plain address's redirect may be kept: it moves when a newer recipe's set is made. */
const PLAIN_CACHE = 'public, max-age=300';

class NotRenderedYet extends AppError {
  constructor() {
    super(503, 'not_rendered_yet', 'The photo is still being prepared: try again in a few seconds', undefined, { 'Retry-After': '5' });
  }
}

/**
 * The photos' public addresses. A variant (`/media/photos/<id>/v<recipe>-<width>.<ext>`) never
 * changes once written, so it is cached for a year as immutable; the plain address of a photo
 * (what an `images` entry holds) redirects to its 1280-wide JPEG (or its widest below that) of
 * the set pages use now. The original is never served.
 */
export function photoPages(table: RouteTable, { container, queries }: ModuleContext): void {
  const store = () => container.get<PhotoStore>(PHOTO_STORE);

  table.page('GET', '/media/photos/:id/:file', async (ctx: Context) => {
    const { id, file } = ctx.params as { id: string; file: string };
    const match = VARIANT_FILE.exec(file);
    if (!isPhotoId(id) || !match) throw new NotFound('Photo not found');
    const etag = `"${id.slice(0, 16)}-${file}"`;
    const found = await store().open(variantKey(id, file));
    if (!found) throw new NotFound('Photo not found');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', etag);
    ctx.status = 200;
    if (ctx.fresh) {
      found.body.destroy();
      ctx.status = 304;
      return;
    }
    ctx.type = TYPE_OF_EXTENSION[match[3]!]!;
    ctx.length = found.bytes;
    ctx.body = found.body;
  });

  table.page('GET', '/media/photos/:id', async (ctx: Context) => {
    const { id } = ctx.params as { id: string };
    const photo = isPhotoId(id) ? await queries.execute(new GetPhoto(id)) : null;
    if (!photo) throw new NotFound('Photo not found');
    if (!photo.variants) throw new NotRenderedYet();
    const { recipe, widths } = photo.variants;
    const width = widths.filter((w) => w <= PLAIN_WIDTH).pop() ?? widths[0]!;
    ctx.set('Cache-Control', PLAIN_CACHE);
    ctx.redirect(media.variantPath(id, recipe, width, 'jpeg'));
  });
}
