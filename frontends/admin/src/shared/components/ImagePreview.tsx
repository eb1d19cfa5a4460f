import { useState } from 'react';

/** Live preview of an image URL being typed; says so when the URL does not load. */
export function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const trimmed = url.trim();
  if (!trimmed) return null;
  if (failedUrl === trimmed) return <p style={{ margin: 0, color: '#a8071a' }}>The image could not be loaded from this URL.</p>;
  return (
    <img
      src={trimmed}
      alt={alt}
      onError={() => setFailedUrl(trimmed)}
      style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 6, background: '#f0f0f0' }}
    />
  );
}
