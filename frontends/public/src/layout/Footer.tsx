import { Link } from 'react-router-dom';
import './footer.css';

/* The spec's six columns had no targets; each entry here opens a real page of the site. */
const COLUMNS: ReadonlyArray<{ title: string; links: ReadonlyArray<[string, string]> }> = [
  {
    title: 'Getting Here',
    links: [
      ['How to get here', '/guides/getting-here'],
      ['Train schedule', '/schedules/train'],
      ['Bus schedule', '/schedules/bus'],
      ['Ferry schedule', '/schedules/ferry'],
    ],
  },
  {
    title: 'Things to Do',
    links: [
      ['Boat tours', '/tours?category=boat-tours'],
      ['Excursions', '/tours?category=excursions'],
      ['Scooter rentals', '/tours?category=rentals'],
      ['Experiences', '/experiences'],
    ],
  },
  {
    title: 'Hotels & Restaurants',
    links: [
      ['Where to stay', '/destinations'],
      ['Cooking classes', '/tours?category=cooking-class'],
    ],
  },
  {
    title: 'Resources',
    links: [
      ['Day itinerary', '/guides/day-itinerary'],
      ['Travel information', '/info'],
      ['Articles', '/articles'],
    ],
  },
  {
    title: 'Network',
    links: [
      ['Capri', '/destinations/capri'],
      ['Amalfi Coast', '/destinations/amalfi-coast'],
      ['Sorrento', '/destinations/sorrento'],
      ['All destinations', '/destinations'],
    ],
  },
  {
    title: 'Connect',
    links: [
      ['Contact us', '/contact'],
      ['All tours', '/tours'],
    ],
  },
];

/** Who we are and the rules a traveller agrees to: seeded CMS pages (backend/src/seed/demo/pages.ts). */
const ABOUT_LINKS: ReadonlyArray<[string, string]> = [
  ['About Costiera', '/pages/about-us'],
  ['Privacy Policy', '/pages/privacy-policy'],
  ['Terms of Use', '/pages/terms'],
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__columns">
          {COLUMNS.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className="site-footer__title">{col.title}</h2>
              <ul>
                {col.links.map(([label, to]) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <nav aria-label="About and legal" className="site-footer__legal">
          <ul>
            {ABOUT_LINKS.map(([label, to]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__bottom">Made with love on Capri - Italy</p>
      </div>
    </footer>
  );
}
