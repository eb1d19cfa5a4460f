import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useInputBeforeHydration } from '../../../hydration/early-input';
import { DEPARTURES } from '../../../places/departures';
import { heroSearchUrl, heroTabFrom, HERO_TABS, type HeroSearchInput, type HeroTab } from '../hero-search-url';
import { useDateRange } from '../../../api/booking-window';
import { useI18n } from '../../../i18n/i18n';

/** The values the form sends (the same in every language), each with the words it shows. */
const ACTIVITY_TYPES = [
  { value: 'walking tours', label: 'hero.activity.walking' },
  { value: 'food tours', label: 'hero.activity.food' },
  { value: 'cultural experiences', label: 'hero.activity.cultural' },
  { value: 'adventure activities', label: 'hero.activity.adventure' },
] as const;
const TRANSFER_TYPES = [
  { value: 'airport', label: 'hero.transfer.airport' },
  { value: 'port', label: 'hero.transfer.port' },
  { value: 'train station', label: 'hero.transfer.station' },
  { value: 'hotel', label: 'hero.transfer.hotel' },
] as const;
const TRANSFER_PASSENGERS = ['1', '2', '3', '4', '5+'] as const;
const BOAT_PEOPLE = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/** The fields each tab shows, by their names in the form. */
const TAB_FIELDS: Record<HeroTab, ReadonlyArray<keyof HeroSearchInput>> = {
  'boat-tours': ['location', 'date', 'people'],
  activities: ['activity', 'date'],
  transfers: ['transfer', 'passengers'],
};

export function HeroSearch() {
  const i18n = useI18n();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Each tab is a link to /?tab=...: without JavaScript the server renders the page with that tab.
  const [tab, setTab] = useState<HeroTab>(() => heroTabFrom(searchParams.get('tab')));
  const [input, setInput] = useState<HeroSearchInput>({ location: 'sorrento', date: '', people: '2', activity: ACTIVITY_TYPES[0].value, transfer: TRANSFER_TYPES[0].value, passengers: '2' });
  const { location, date, people, activity, transfer, passengers } = input;
  const set = (key: keyof HeroSearchInput) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    setInput((i) => ({ ...i, [key]: value }));
  };
  const form = useInputBeforeHydration(Object.fromEntries(TAB_FIELDS[tab].map((key) => [key, input[key]])), (changed) => setInput((i) => ({ ...i, ...changed })));
  const dateRange = useDateRange();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(heroSearchUrl(tab, input));
  };

  return (
    <div className="hero-search">
      <div className="hero-search__tabs" role="tablist" aria-label={i18n.t('hero.tabs')}>
        {HERO_TABS.map((t) => (
          <a
            key={t.value}
            href={t.value === 'boat-tours' ? i18n.path('/') : `${i18n.path('/')}?tab=${t.value}`}
            role="tab"
            id={`hero-tab-${t.value}`}
            aria-selected={tab === t.value}
            aria-controls="hero-search-panel"
            className={`hero-search__tab ${tab === t.value ? 'is-active' : ''}`}
            onClick={(e) => {
              e.preventDefault();
              setTab(t.value);
            }}
          >
            {i18n.t(t.label)}
          </a>
        ))}
      </div>
      {/* The tab panel wraps the form: a form may not take the tabpanel role (Lighthouse: aria-allowed-role). */}
      {/* Without JavaScript each tab's form is a plain GET form to the list in the page's language, with the category its search names. */}
      <div id="hero-search-panel" role="tabpanel" aria-labelledby={`hero-tab-${tab}`}>
        <form ref={form} className="hero-search__form" method="get" action={i18n.path('/tours')} onSubmit={submit}>
          {tab === 'boat-tours' ? (
            <>
              <input type="hidden" name="category" value="boat-tours" />
              <label className="field">
                {i18n.t('hero.departure')}
                <select name="location" value={location} onChange={set('location')}>
                  {DEPARTURES.map((d) => (
                    <option key={d.value} value={d.value}>
                      {i18n.t(d.label)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                {i18n.t('hero.date')}
                <input type="date" name="date" {...dateRange} value={date} onChange={set('date')} />
              </label>
              <label className="field">
                {i18n.t('hero.guests')}
                <select name="people" value={people} onChange={set('people')}>
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
              <input type="hidden" name="category" value="excursions" />
              <label className="field">
                {i18n.t('hero.type')}
                <select name="activity" value={activity} onChange={set('activity')}>
                  {ACTIVITY_TYPES.map((a) => (
                    <option key={a.value} value={a.value}>
                      {i18n.t(a.label)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                {i18n.t('hero.date')}
                <input type="date" name="date" {...dateRange} value={date} onChange={set('date')} />
              </label>
            </>
          ) : null}
          {tab === 'transfers' ? (
            <>
              <input type="hidden" name="category" value="private-transfer" />
              <label className="field">
                {i18n.t('hero.transferType')}
                <select name="transfer" value={transfer} onChange={set('transfer')}>
                  {TRANSFER_TYPES.map((a) => (
                    <option key={a.value} value={a.value}>
                      {i18n.t(a.label)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                {i18n.t('hero.passengers')}
                <select name="passengers" value={passengers} onChange={set('passengers')}>
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
            {i18n.t('hero.search')}
          </button>
        </form>
      </div>
    </div>
  );
}
