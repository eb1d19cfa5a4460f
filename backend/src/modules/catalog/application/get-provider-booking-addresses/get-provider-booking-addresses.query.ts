import { Query } from '../../../../kernel/cqrs/query-bus';

/** Whose addresses: the provider a tour names, or a provider by its id. */
export type ProviderOf = { readonly tourId: string } | { readonly providerId: string };

/**
 * Where booking requests for a tour or a provider go: the directory's booking addresses of
 * an active provider. Empty when the tour is unknown, or its provider is not in the directory
 * or inactive (the bookings inbox is then the one to tell). Part of the facade.
 */
export class GetProviderBookingAddresses extends Query<readonly string[]> {
  constructor(readonly of: ProviderOf) {
    super();
  }
}
