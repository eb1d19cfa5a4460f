import { Link } from 'react-router-dom';
import { GUIDES } from '../guides';

export function GuideCards() {
  return (
    <section className="section container" aria-labelledby="guides-title">
      <div className="section__head">
        <h2 id="guides-title" className="section__title">
          Top things to see and do
        </h2>
      </div>
      <ul className="guide-cards">
        {GUIDES.map((g, i) => (
          <li key={g.to}>
            <Link to={g.to} className={`guide-card guide-card--${i % 4}`}>
              <span className="guide-card__title">{g.title}</span>
              <span className="guide-card__text">{g.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
