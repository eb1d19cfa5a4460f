import { useIntl } from 'react-intl';
import { usePhoto } from './photo-api';
import { photoPreviewSrc } from './photo-address';
import { photoMessages as m } from './messages';

const FRAME = { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6, background: '#f0f0f0', display: 'block' } as const;

/** An uploaded photo in the back office: a rendered size, else the picked file, else a note that sizes are on their way. */
export function PhotoThumbnail({ id, localUrl, alt }: { id: string; localUrl: string | undefined; alt: string }) {
  const intl = useIntl();
  const photo = usePhoto(id);
  const src = photoPreviewSrc(photo.data, localUrl);
  if (src === null) {
    return (
      <div role="img" aria-label={alt} style={{ ...FRAME, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>
        {intl.formatMessage(m.preparingSizes)}
      </div>
    );
  }
  // Not draggable itself: a tile is dragged by its frame (an image dragged out would carry a file).
  return <img src={src} alt={alt} draggable={false} data-photo-preview={src === localUrl ? 'local' : 'variant'} style={FRAME} />;
}
