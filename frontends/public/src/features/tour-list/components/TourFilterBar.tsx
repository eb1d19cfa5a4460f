import { useInputBeforeHydration } from '../../../hydration/early-input';
import { DEPARTURES, labelFromSlug } from '../../../places/departures';
import { destinationById } from '../../../places/destinations';
import { useDateRange } from '../../../api/booking-window';
import { useI18n } from '../../../i18n/i18n';
import { CATEGORY_FILTERS, PEOPLE_FILTERS, SORTS, type SortKey, type TourListParams } from '../tour-list-params';

/** A category's name as the API gave it for the reader's language, and the language it is in. */
export type CategoryNames = ReadonlyMap<string, { name: string; lang: string }>;

interface Props {
  value: TourListParams;
  /** The filters that changed. */
  onChange(change: Partial<TourListParams>): void;
  /** The names of the categories of the tours listed, to name a single category the URL holds. */
  categoryNames?: CategoryNames;
}

interface Option {
  value: string;
  label: string;
  /** The language of a label that is not in the page's. */
  lang?: string;
}

/** Adds the current value as an option when the URL holds one the menu does not list ('cooking-class'). */
function withCurrent(options: readonly Option[], current: string, label: () => Option) {
  return options.some((o) => o.value === current) ? options : [...options, label()];
}

export function TourFilterBar({ value, onChange, categoryNames = new Map() }: Props) {
  const i18n = useI18n();
  const categories = withCurrent(
    CATEGORY_FILTERS.map((c) => ({ value: c.value, label: i18n.t(c.label) })),
    value.category,
    () => {
      const named = categoryNames.get(value.category);
      return named ? { value: value.category, label: named.name, lang: named.lang !== i18n.language ? named.lang : undefined } : { value: value.category, label: labelFromSlug(value.category) };
    },
  );
  const locations = withCurrent(
    [{ value: 'all', label: i18n.t('list.filter.allLocations') }, ...DEPARTURES.map((d) => ({ value: d.value, label: i18n.t(d.label) }))],
    value.location,
    () => {
      // A destination's id ('amalfi-coast', from its page) has a name in every language.
      const place = destinationById(value.location);
      return { value: value.location, label: place ? i18n.t(place.name) : labelFromSlug(value.location) };
    },
  );
  const form = useInputBeforeHydration({ ...value }, onChange);
  const dateRange = useDateRange();
  const sizes: string[] = PEOPLE_FILTERS.includes(value.people as (typeof PEOPLE_FILTERS)[number]) || !value.people ? [...PEOPLE_FILTERS] : [...PEOPLE_FILTERS, value.people];
  const people = [{ value: '', label: i18n.t('list.filter.anyGroupSize') }, ...sizes.map((n) => ({ value: n, label: i18n.t('list.filter.groupSize', { count: Number(n) }) }))];
  return (
    // A GET form to the list itself in the page's language: without JavaScript 'Apply filters' (or Enter) loads
    // the filtered list from the server; with JavaScript every change applies at once and the form is never sent.
    <form ref={form} className="tour-filter-bar" role="search" method="get" action={i18n.path('/tours')} onSubmit={(e) => e.preventDefault()}>
      <label className="field tour-filter-bar__search">
        <span className="visually-hidden">{i18n.t('list.filter.search')}</span>
        <input
          type="search"
          name="search"
          placeholder={i18n.t('list.filter.placeholder')}
          value={value.search}
          onChange={(e) => onChange({ search: e.target.value })}
        />
      </label>
      <label className="field">
        <span className="visually-hidden">{i18n.t('list.filter.date')}</span>
        <input type="date" name="date" aria-label={i18n.t('list.filter.date')} {...dateRange} value={value.date} onChange={(e) => onChange({ date: e.target.value })} />
      </label>
      <label className="field">
        <span className="visually-hidden">{i18n.t('list.filter.people')}</span>
        <select aria-label={i18n.t('list.filter.people')} name="people" value={value.people} onChange={(e) => onChange({ people: e.target.value })}>
          {people.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="visually-hidden">{i18n.t('list.filter.category')}</span>
        <select aria-label={i18n.t('list.filter.category')} name="category" value={value.category} onChange={(e) => onChange({ category: e.target.value })}>
          {categories.map((c) => (
            <option key={c.value} value={c.value} lang={c.lang}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="visually-hidden">{i18n.t('list.filter.location')}</span>
        <select aria-label={i18n.t('list.filter.location')} name="location" value={value.location} onChange={(e) => onChange({ location: e.target.value })}>
          {locations.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="visually-hidden">{i18n.t('list.filter.sort')}</span>
        <select aria-label={i18n.t('list.filter.sort')} name="sort" value={value.sort} onChange={(e) => onChange({ sort: e.target.value as SortKey })}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {i18n.t(s.label)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="btn btn--primary">
          {i18n.t('list.filter.apply')}
        </button>
      </noscript>
    </form>
  );
}
