import { Link } from 'react-router-dom';
import { useI18n } from '../../../i18n/i18n';

export function ClosingCta() {
  const i18n = useI18n();
  return (
    <section className="closing-cta" aria-labelledby="cta-title">
      <div className="container">
        <h2 id="cta-title">{i18n.t('home.cta.title')}</h2>
        <p>{i18n.t('home.cta.text')}</p>
        <div className="closing-cta__actions">
          <Link to="/tours" className="btn btn--primary">
            {i18n.t('tours.browseAll')}
          </Link>
          <Link to="/contact" className="btn btn--ghost">
            {i18n.t('home.cta.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
