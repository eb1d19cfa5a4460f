import { catalog } from '@costiera/contracts';
import { resourceHooks } from '../../../shared/resource-hooks';

/** The admin tour list's filter fields ('' is no filter). */
export interface AdminTourListFilters {
  search: string;
  categoryId: string;
  location: string;
}

/** The filters as the list's and the export's query strings take them. */
export const tourListQuery = (filters: AdminTourListFilters) => ({ search: filters.search, category: filters.categoryId, location: filters.location });

export const tours = resourceHooks({
  section: 'tours',
  pageSize: 10,
  list: catalog.listAdminTours,
  listQuery: tourListQuery,
  searchesTranslations: true,
  get: catalog.getAdminTour,
  create: catalog.createTour,
  update: catalog.updateTour,
  remove: catalog.deleteTour,
});
