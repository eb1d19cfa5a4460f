import { apiStatusOf, NotFound } from '@costiera/kit';
import { useI18n } from '../../../i18n/i18n';

export function ContentLoading() {
  const i18n = useI18n();
  return (
    <div className="container content-page" role="status" aria-label={i18n.t('content.loading')}>
      <div className="skeleton skeleton--line" style={{ width: '50%', height: 34, marginBottom: 20 }} />
      {[96, 88, 92, 70].map((w) => (
        <div key={w} className="skeleton skeleton--line" style={{ width: `${w}%`, marginBottom: 12 }} />
      ))}
    </div>
  );
}

/** A missing page is the site's 404; anything else is a load failure with a retry. */
export function ContentError({ error, retry }: { error: Error; retry(): void }) {
  const i18n = useI18n();
  if (apiStatusOf(error) === 404) return <NotFound />;
  return (
    <div className="container page-state" role="alert">
      <h1>{i18n.t('content.error.title')}</h1>
      <p>{i18n.t('content.error.text')}</p>
      <button type="button" className="btn btn--primary" onClick={retry}>
        {i18n.t('content.error.retry')}
      </button>
    </div>
  );
}
