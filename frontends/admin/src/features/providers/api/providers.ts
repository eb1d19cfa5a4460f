import { useMutation } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { bookings, catalog } from '@costiera/contracts';
import { resourceHooks } from '../../../shared/resource-hooks';

export const providers = resourceHooks({
  section: 'providers',
  pageSize: 10,
  list: catalog.listProviders,
  listQuery: (filters: { search: string }) => filters,
  get: catalog.getProvider,
  create: catalog.createProvider,
  update: catalog.updateProvider,
  // A provider's id is chosen when it is created and never changes.
  updateBody: ({ id: _unchanged, ...changes }) => changes,
  remove: catalog.deleteProvider,
});

/** A new private calendar feed link for the provider: the previous link stops working. */
export function useNewCalendarLink(id: string) {
  return useMutation({ mutationFn: () => call(bookings.rotateProviderCalendarLink, { params: { id } }) });
}
