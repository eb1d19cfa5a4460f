import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useHttpStatus } from './http-status';
import { PageMeta } from './page-meta';

/*
 * The one 404 page of the site; both remotes render it for paths they do not know.
 * Inline styles on purpose: kit ships no CSS, so any remote can use it whatever its styling.
 */
const box: CSSProperties = { minHeight: '60vh', display: 'grid', placeItems: 'center', padding: '48px 16px', textAlign: 'center' };
const link: CSSProperties = { display: 'inline-block', marginTop: 16, padding: '10px 20px', borderRadius: 8, background: '#0b5c7a', color: '#fff', textDecoration: 'none', fontWeight: 600 };

/** The page's words, for a remote that shows it in its reader's language. */
export interface NotFoundTexts {
  title: string;
  /** The meta description. */
  description: string;
  text: string;
  back: string;
}

const ENGLISH: NotFoundTexts = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist.',
  text: 'The page you are looking for does not exist or has moved.',
  back: 'Back to home',
};

export function NotFound({ homeHref = '/', texts = ENGLISH }: { homeHref?: string; texts?: NotFoundTexts }) {
  useHttpStatus(404);
  return (
    <section style={box}>
      <PageMeta title={texts.title} description={texts.description} canonicalPath={null} noindex />
      <div>
        <p style={{ fontSize: 56, fontWeight: 800, margin: 0, color: '#0b5c7a' }} aria-hidden="true">
          404
        </p>
        <h1 style={{ fontSize: 28, margin: '8px 0' }}>{texts.title}</h1>
        <p style={{ color: '#555', margin: 0 }}>{texts.text}</p>
        <Link to={homeHref} style={link}>
          {texts.back}
        </Link>
      </div>
    </section>
  );
}
