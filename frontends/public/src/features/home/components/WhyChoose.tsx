import { useI18n } from '../../../i18n/i18n';

const FEATURES = [
  { title: 'home.why.local.title', text: 'home.why.local.text' },
  { title: 'home.why.quality.title', text: 'home.why.quality.text' },
  { title: 'home.why.safe.title', text: 'home.why.safe.text' },
] as const;

export function WhyChoose() {
  const i18n = useI18n();
  return (
    <section className="why-choose" aria-labelledby="why-title">
      <div className="container section">
        <h2 id="why-title" className="section__title">
          {i18n.t('home.why')}
        </h2>
        <ul className="why-choose__list">
          {FEATURES.map((f) => (
            <li key={f.title} className="why-choose__item">
              <h3>{i18n.t(f.title)}</h3>
              <p>{i18n.t(f.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
