import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEPARTURES } from '../../../places/departures';
import { heroSearchUrl, HERO_TABS, type HeroTab } from '../hero-search-url';
import { useDateRange } from '../../../api/booking-window';

const ACTIVITY_TYPES = ['walking tours', 'food tours', 'cultural experiences', 'adventure activities'] as const;
const TRANSFER_TYPES = ['airport', 'port', 'train station', 'hotel'] as const;
const TRANSFER_PASSENGERS = ['1', '2', '3', '4', '5+'] as const;
const BOAT_PEOPLE = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function HeroSearch() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<HeroTab>('boat-tours');
  const [location, setLocation] = useState('sorrento');
  const [date, setDate] = useState('');
  const [people, setPeople] = useState('2');
  const [activity, setActivity] = useState<string>(ACTIVITY_TYPES[0]);
  const [transfer, setTransfer] = useState<string>(TRANSFER_TYPES[0]);
  const [passengers, setPassengers] = useState('2');
  const dateRange = useDateRange();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(heroSearchUrl(tab, { location, date, people, activity, transfer, passengers }));
  };

  return (
    <div className="hero-search">
      <div className="hero-search__tabs" role="tablist" aria-label="What are you looking for?">
        {HERO_TABS.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`hero-tab-${t.value}`}
            aria-selected={tab === t.value}
            aria-controls="hero-search-panel"
            className={`hero-search__tab ${tab === t.value ? 'is-active' : ''}`}
            onClick={() => setTab(t.value)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* The tab panel wraps the form: a form may not take the tabpanel role (Lighthouse: aria-allowed-role). */}
      {/* Without JavaScript the boat tab (the one shown) is a plain GET form to the list, with the same parameters. */}
      <div id="hero-search-panel" role="tabpanel" aria-labelledby={`hero-tab-${tab}`}>
        <form className="hero-search__form" method="get" action="/tours" onSubmit={submit}>
          {tab === 'boat-tours' ? (
            <>
              <input type="hidden" name="category" value="boat-tours" />
              <label className="field">
                Departure
                <select name="location" value={location} onChange={(e) => setLocation(e.target.value)}>
                  {DEPARTURES.map((d) => (
                    <option key={d.value} value={d.value}>
                      {d.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                Date
                <input type="date" name="date" {...dateRange} value={date} onChange={(e) => setDate(e.target.value)} />
              </label>
              <label className="field">
                Guests
                <select name="people" value={people} onChange={(e) => setPeople(e.target.value)}>
                  {BOAT_PEOPLE.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </>
          ) : null}
          {tab === 'activities' ? (
            <>
              <label className="field">
                Type
                <select name="activity" value={activity} onChange={(e) => setActivity(e.target.value)}>
                  {ACTIVITY_TYPES.map((a) => (
                    <option key={a} value={a}>
                      {capitalise(a)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                Date
                <input type="date" name="date" {...dateRange} value={date} onChange={(e) => setDate(e.target.value)} />
              </label>
            </>
          ) : null}
          {tab === 'transfers' ? (
            <>
              <label className="field">
                Transfer type
                <select name="transfer" value={transfer} onChange={(e) => setTransfer(e.target.value)}>
                  {TRANSFER_TYPES.map((a) => (
                    <option key={a} value={a}>
                      {capitalise(a)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                Passengers
                <select name="passengers" value={passengers} onChange={(e) => setPassengers(e.target.value)}>
                  {TRANSFER_PASSENGERS.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </>
          ) : null}
          <button type="submit" className="btn btn--primary hero-search__submit">
            Search
          </button>
        </form>
      </div>
    </div>
  );
}
