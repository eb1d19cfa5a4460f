import { Link } from 'react-router-dom';
import type { MessageId } from '../i18n/catalogue';
import { useI18n } from '../i18n/i18n';
import './footer.css';

/* The spec's six columns had no targets; each entry here opens a real page of the site. */
const COLUMNS: ReadonlyArray<{ title: MessageId; links: ReadonlyArray<[MessageId, string]> }> = [
  {
    title: 'footer.gettingHere',
    links: [
      ['footer.howToGetHere', '/guides/getting-here'],
      ['footer.trainSchedule', '/schedules/train'],
      ['footer.busSchedule', '/schedules/bus'],
      ['footer.ferrySchedule', '/schedules/ferry'],
    ],
  },
  {
    title: 'footer.thingsToDo',
    links: [
      ['footer.boatTours', '/tours?category=boat-tours'],
      ['footer.excursions', '/tours?category=excursions'],
      ['footer.scooterRentals', '/tours?category=rentals'],
      ['footer.experiences', '/experiences'],
    ],
  },
  {
    title: 'footer.hotelsRestaurants',
    links: [
      ['footer.whereToStay', '/destinations'],
      ['footer.cookingClasses', '/tours?category=cooking-class'],
    ],
  },
  {
    title: 'footer.resources',
    links: [
      ['footer.dayItinerary', '/guides/day-itinerary'],
      ['footer.travelInfo', '/info'],
      ['footer.articles', '/articles'],
    ],
  },
  {
    title: 'footer.network',
    links: [
      ['place.capri.name', '/destinations/capri'],
      ['place.amalfiCoast.name', '/destinations/amalfi-coast'],
      ['place.sorrento.name', '/destinations/sorrento'],
      ['footer.allDestinations', '/destinations'],
    ],
  },
  {
    title: 'footer.connect',
    links: [
      ['footer.contactUs', '/contact'],
      ['footer.allTours', '/tours'],
    ],
  },
];

/** Who we are and the rules a traveller agrees to: seeded CMS pages (backend/src/seed/demo/pages.ts). */
const ABOUT_LINKS: ReadonlyArray<[MessageId, string]> = [
  ['footer.about', '/pages/about-us'],
  ['footer.privacy', '/pages/privacy-policy'],
  ['footer.terms', '/pages/terms'],
];

export function Footer() {
  const i18n = useI18n();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__columns">
          {COLUMNS.map((col) => (
            <nav key={col.title} aria-label={i18n.t(col.title)}>
              <h2 className="site-footer__title">{i18n.t(col.title)}</h2>
              <ul>
                {col.links.map(([label, to]) => (
                  <li key={to}>
                    <Link to={to}>{i18n.t(label)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <nav aria-label={i18n.t('footer.aboutAndLegal')} className="site-footer__legal">
          <ul>
            {ABOUT_LINKS.map(([label, to]) => (
              <li key={to}>
                <Link to={to}>{i18n.t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__bottom">{i18n.t('footer.madeWithLove')}</p>
      </div>
    </footer>
  );
}
