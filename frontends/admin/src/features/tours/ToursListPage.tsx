import { Input, Select } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { formatPrice, timeAgo } from '@costiera/kit';
import type { catalog } from '@costiera/contracts';
import { ResourceListScreen } from '../../shared/components/ResourceListScreen';
import { ViewAndEditActions } from '../../shared/components/ViewAndEditActions';
import { NavButton } from '../../shared/components/NavButton';
import { Badge } from '../../shared/components/Badge';
import { useCategoryOptions } from '../../shared/categories';
import { adminPaths, publicPaths } from '../../shared/admin-paths';
import { tours, type AdminTourListFilters } from './api/tours';

type Tour = catalog.AdminTour;
const NO_FILTERS: AdminTourListFilters = { search: '', categoryId: '', location: '' };
const SECONDARY_LINE = { fontSize: 13, color: 'rgba(0,0,0,0.65)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export default function ToursListPage() {
  const categories = useCategoryOptions('tour');

  return (
    <ResourceListScreen<Tour, AdminTourListFilters>
      resource={tours}
      noun="Tour"
      description="Boat tours, excursions, classes, transfers and rentals"
      newPath={adminPaths.newTour}
      noFilters={NO_FILTERS}
      isFiltered={(f) => f.search.trim() !== '' || f.categoryId !== '' || f.location.trim() !== ''}
      filters={(filters, changeFilters) => (
        <>
          <Input aria-label="Search tours" placeholder="Search tours..." value={filters.search} onChange={(e) => changeFilters({ search: e.target.value })} allowClear style={{ flex: '1 1 220px' }} />
          <Select
            aria-label="Filter by category"
            value={filters.categoryId}
            onChange={(categoryId: string) => changeFilters({ categoryId })}
            options={[{ value: '', label: 'All categories' }, ...categories.options]}
            style={{ flex: '1 1 180px' }}
          />
          <Input aria-label="Filter by location" placeholder="Location" value={filters.location} onChange={(e) => changeFilters({ location: e.target.value })} allowClear style={{ flex: '1 1 160px' }} />
        </>
      )}
      columns={[
        {
          title: 'Tour',
          key: 'tour',
          render: (_, tour) => (
            <div style={{ maxWidth: 220 }}>
              <div style={{ fontWeight: 500 }}>{tour.title}</div>
              <div style={SECONDARY_LINE}>{tour.short_description}</div>
            </div>
          ),
        },
        { title: 'Category', key: 'category', render: (_, tour) => <Badge tone="info">{tour.category_name || tour.category}</Badge> },
        {
          title: 'Provider',
          key: 'provider',
          render: (_, tour) => (
            <div>
              <div>{tour.provider_name}</div>
              {!tour.provider_contact && (
                <span title="This provider id is not an active provider of the directory: its booking requests go to the bookings inbox">
                  <Badge tone="warning">no provider contact</Badge>
                </span>
              )}
            </div>
          ),
        },
        { title: 'Location', dataIndex: 'location', key: 'location' },
        { title: 'Price', key: 'price', render: (_, tour) => formatPrice(tour.price_from, tour.currency) },
        { title: 'Capacity', dataIndex: 'max_passengers', key: 'capacity' },
        { title: 'Rating', key: 'rating', render: (_, tour) => `${tour.rating}/5 (${tour.review_count})` },
        { title: 'Created', key: 'created', render: (_, tour) => timeAgo(tour.created_at, 'Recently') },
      ]}
      rowActions={(tour) => (
        <>
          <NavButton icon={<CalendarOutlined />} to={adminPaths.tourCalendar(tour.id)} aria-label={`Calendar of ${tour.title}`} />
          <ViewAndEditActions name={tour.title} sitePath={publicPaths.tour(tour.id)} editPath={adminPaths.editTour(tour.id)} />
        </>
      )}
      nameOf={(tour) => tour.title}
    />
  );
}
