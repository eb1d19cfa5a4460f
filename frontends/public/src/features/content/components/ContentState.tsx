import { apiStatusOf, NotFound } from '@costiera/kit';

export function ContentLoading() {
  return (
    <div className="container content-page" role="status" aria-label="Loading">
      <div className="skeleton skeleton--line" style={{ width: '50%', height: 34, marginBottom: 20 }} />
      {[96, 88, 92, 70].map((w) => (
        <div key={w} className="skeleton skeleton--line" style={{ width: `${w}%`, marginBottom: 12 }} />
      ))}
    </div>
  );
}

/** A missing page is the site's 404; anything else is a load failure with a retry. */
export function ContentError({ error, retry }: { error: Error; retry(): void }) {
  if (apiStatusOf(error) === 404) return <NotFound />;
  return (
    <div className="container page-state" role="alert">
      <h1>This page could not be loaded</h1>
      <p>Please check your connection and try again.</p>
      <button type="button" className="btn btn--primary" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
