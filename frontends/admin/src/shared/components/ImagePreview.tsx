import { useState } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages as m } from '../messages';

/** Live preview of an image URL being typed; says so when the URL does not load. */
export function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const intl = useIntl();
  const trimmed = url.trim();
  if (!trimmed) return null;
  if (failedUrl === trimmed) return <p style={{ margin: 0, color: '#a8071a' }}>{intl.formatMessage(m.imageFailed)}</p>;
  return (
    <img
      src={trimmed}
      alt={alt}
      onError={() => setFailedUrl(trimmed)}
      style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 6, background: '#f0f0f0' }}
    />
  );
}
