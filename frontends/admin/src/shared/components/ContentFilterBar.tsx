import { Input, Select } from 'antd';
import { useIntl } from 'react-intl';
import { contentMessages as m } from '../content-messages';
import { PublishedFilterSelect, type PublishedFilter } from './PublishedFilterSelect';

export interface ContentFilters {
  search: string;
  categoryId: string;
  published: PublishedFilter;
}

export const NO_CONTENT_FILTERS: ContentFilters = { search: '', categoryId: '', published: 'all' };

/** The content list routes' query for `filters` ('all' is no filter). */
export const contentListQuery = (filters: ContentFilters) => ({
  search: filters.search,
  category: filters.categoryId,
  published: filters.published === 'all' ? undefined : filters.published,
});

export function hasContentFilters(filters: ContentFilters): boolean {
  return filters.search.trim() !== '' || filters.categoryId !== '' || filters.published !== 'all';
}

export interface ContentFilterBarProps {
  /** 'articles' or 'pages', for the search box's name. */
  noun: string;
  filters: ContentFilters;
  categoryOptions: Array<{ value: string; label: string }>;
  onChange: (change: Partial<ContentFilters>) => void;
}

/** Search, category and status of the article and page lists (the list screen adds 'Clear Filters'). */
export function ContentFilterBar({ noun, filters, categoryOptions, onChange }: ContentFilterBarProps) {
  const intl = useIntl();
  return (
    <>
      <Input
        aria-label={intl.formatMessage(m.searchLabel, { noun })}
        placeholder={intl.formatMessage(m.searchPlaceholder, { noun })}
        value={filters.search}
        onChange={(e) => onChange({ search: e.target.value })}
        allowClear
        style={{ flex: '1 1 220px' }}
      />
      <Select
        aria-label={intl.formatMessage(m.filterCategory)}
        value={filters.categoryId}
        onChange={(categoryId: string) => onChange({ categoryId })}
        options={[{ value: '', label: intl.formatMessage(m.allCategories) }, ...categoryOptions]}
        style={{ flex: '1 1 180px' }}
      />
      <PublishedFilterSelect value={filters.published} onChange={(published) => onChange({ published })} />
    </>
  );
}
