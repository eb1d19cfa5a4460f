import { Input, Select } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { formatPrice, timeAgo, urlOf } from '@costiera/kit';
import { catalog } from '@costiera/contracts';
import { ResourceListScreen } from '../../shared/components/ResourceListScreen';
import { ViewAndEditActions } from '../../shared/components/ViewAndEditActions';
import { NavButton } from '../../shared/components/NavButton';
import { Badge } from '../../shared/components/Badge';
import { TranslationStateTags } from '../../shared/components/TranslationStateTags';
import { useCategoryOptions } from '../../shared/categories';
import { adminPaths, publicPaths } from '../../shared/admin-paths';
import { tourListQuery, tours, type AdminTourListFilters } from './api/tours';
import { useAdminLanguage } from '../../i18n/admin-language';
import { tourMessages as m } from './messages';

type Tour = catalog.AdminTour;
const NO_FILTERS: AdminTourListFilters = { search: '', categoryId: '', location: '' };
const SECONDARY_LINE = { fontSize: 13, color: 'rgba(0,0,0,0.65)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export default function ToursListPage() {
  const categories = useCategoryOptions('tour');
  const intl = useIntl();
  const text = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const language = useAdminLanguage((s) => s.language);

  return (
    <ResourceListScreen<Tour, AdminTourListFilters>
      resource={tours}
      noun="Tour"
      description={text(m.description)}
      newPath={adminPaths.newTour}
      noFilters={NO_FILTERS}
      exportHref={(f) => urlOf(catalog.exportTours, { query: { ...tourListQuery(f), lang: language !== 'en' ? language : undefined } })}
      isFiltered={(f) => f.search.trim() !== '' || f.categoryId !== '' || f.location.trim() !== ''}
      filters={(filters, changeFilters) => (
        <>
          <Input aria-label={text(m.searchLabel)} placeholder={text(m.searchPlaceholder)} value={filters.search} onChange={(e) => changeFilters({ search: e.target.value })} allowClear style={{ flex: '1 1 220px' }} />
          <Select
            aria-label={text(m.filterCategory)}
            value={filters.categoryId}
            onChange={(categoryId: string) => changeFilters({ categoryId })}
            options={[{ value: '', label: text(m.allCategories) }, ...categories.options]}
            style={{ flex: '1 1 180px' }}
          />
          <Input aria-label={text(m.filterLocation)} placeholder={text(m.locationPlaceholder)} value={filters.location} onChange={(e) => changeFilters({ location: e.target.value })} allowClear style={{ flex: '1 1 160px' }} />
        </>
      )}
      columns={[
        {
          title: text(m.columnTour),
          key: 'tour',
          render: (_, tour) => (
            <div style={{ maxWidth: 220 }}>
              <div style={{ fontWeight: 500 }}>{tour.title}</div>
              <div style={SECONDARY_LINE}>{tour.short_description}</div>
              {/* Under the title rather than a column of their own: the tours list has the most columns to fit on a laptop. */}
              <div style={{ marginTop: 4 }}>
                <TranslationStateTags states={tour.translations} />
              </div>
            </div>
          ),
        },
        { title: text(m.columnCategory), key: 'category', render: (_, tour) => <Badge tone="info">{tour.category_name || tour.category}</Badge> },
        {
          title: text(m.columnProvider),
          key: 'provider',
          render: (_, tour) => (
            <div>
              <div>{tour.provider_name}</div>
              {!tour.provider_contact && (
                <span title={text(m.noProviderContactHint)}>
                  <Badge tone="warning">{text(m.noProviderContact)}</Badge>
                </span>
              )}
            </div>
          ),
        },
        { title: text(m.columnLocation), dataIndex: 'location', key: 'location' },
        { title: text(m.columnPrice), key: 'price', render: (_, tour) => formatPrice(tour.price_from, tour.currency) },
        { title: text(m.columnCapacity), dataIndex: 'max_passengers', key: 'capacity' },
        { title: text(m.columnRating), key: 'rating', render: (_, tour) => `${tour.rating}/5 (${tour.review_count})` },
        { title: text(m.columnCreated), key: 'created', render: (_, tour) => timeAgo(tour.created_at, text(m.recently)) },
      ]}
      rowActions={(tour) => (
        <>
          <NavButton icon={<CalendarOutlined />} to={adminPaths.tourCalendar(tour.id)} aria-label={intl.formatMessage(m.calendarOf, { title: tour.title })} />
          <ViewAndEditActions name={tour.title} sitePath={publicPaths.tour(tour.id)} editPath={adminPaths.editTour(tour.id)} />
        </>
      )}
      nameOf={(tour) => tour.title}
    />
  );
}
