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
        <p className="site-footer__bottom">Made with love on Capri - Italy</p>
      </div>
    </footer>
  );
}
