import { Link } from 'react-router-dom';
import { useI18n } from '../../../i18n/i18n';
import { GUIDES } from '../guides';

export function GuideCards() {
  const i18n = useI18n();
  return (
    <section className="section container" aria-labelledby="guides-title">
      <div className="section__head">
        <h2 id="guides-title" className="section__title">
          {i18n.t('home.guides')}
        </h2>
      </div>
      <ul className="guide-cards">
        {GUIDES.map((g, i) => (
          <li key={g.to}>
            <Link to={g.to} className={`guide-card guide-card--${i % 4}`}>
              <span className="guide-card__title">{i18n.t(g.title)}</span>
              <span className="guide-card__text">{i18n.t(g.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
