import { useInputBeforeHydration } from '../../../hydration/early-input';
import { DEPARTURES, labelFromSlug } from '../../../places/departures';
import { useDateRange } from '../../../api/booking-window';
import { CATEGORY_FILTERS, PEOPLE_FILTERS, SORTS, type SortKey, type TourListParams } from '../tour-list-params';

interface Props {
  value: TourListParams;
  /** The filters that changed. */
  onChange(change: Partial<TourListParams>): void;
}

/** Adds the current value as an option when the URL holds one the menu does not list ('cooking-class'). */
function withCurrent(options: ReadonlyArray<{ value: string; label: string }>, current: string) {
  return options.some((o) => o.value === current) ? options : [...options, { value: current, label: labelFromSlug(current) }];
}

export function TourFilterBar({ value, onChange }: Props) {
  const categories = withCurrent(CATEGORY_FILTERS, value.category);
  const locations = withCurrent([{ value: 'all', label: 'All locations' }, ...DEPARTURES], value.location);
  const form = useInputBeforeHydration({ ...value }, onChange);
  const dateRange = useDateRange();
  const sizes: string[] = PEOPLE_FILTERS.includes(value.people as (typeof PEOPLE_FILTERS)[number]) || !value.people ? [...PEOPLE_FILTERS] : [...PEOPLE_FILTERS, value.people];
  const people = [{ value: '', label: 'Any group size' }, ...sizes.map((n) => ({ value: n, label: n === '1' ? '1 person' : `${n} people` }))];
  return (
    // A GET form to the list itself: without JavaScript 'Apply filters' (or Enter) loads the filtered list
    // from the server; with JavaScript every change applies at once and the form is never sent.
    <form ref={form} className="tour-filter-bar" role="search" method="get" action="/tours" onSubmit={(e) => e.preventDefault()}>
      <label className="field tour-filter-bar__search">
        <span className="visually-hidden">Search</span>
        <input
          type="search"
          name="search"
          placeholder="Search tours, activities, destinations..."
          value={value.search}
          onChange={(e) => onChange({ search: e.target.value })}
        />
      </label>
      <label className="field">
        <span className="visually-hidden">Date</span>
        <input type="date" name="date" aria-label="Date" {...dateRange} value={value.date} onChange={(e) => onChange({ date: e.target.value })} />
      </label>
      <label className="field">
        <span className="visually-hidden">People</span>
        <select aria-label="People" name="people" value={value.people} onChange={(e) => onChange({ people: e.target.value })}>
          {people.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="visually-hidden">Category</span>
        <select aria-label="Category" name="category" value={value.category} onChange={(e) => onChange({ category: e.target.value })}>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="visually-hidden">Location</span>
        <select aria-label="Location" name="location" value={value.location} onChange={(e) => onChange({ location: e.target.value })}>
          {locations.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="visually-hidden">Sort by</span>
        <select aria-label="Sort by" name="sort" value={value.sort} onChange={(e) => onChange({ sort: e.target.value as SortKey })}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="btn btn--primary">
          Apply filters
        </button>
      </noscript>
    </form>
  );
}
