import type { catalog } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';
import type { ProviderFilter } from '../../infrastructure/provider-read-sql';

/** The admin providers list: newest first, paged, searched by id, name or email. */
export class ListProviders extends Query<{ data: catalog.AdminProvider[]; pagination: { page: number; limit: number; total: number; pages: number } }> {
  constructor(readonly filter: ProviderFilter) {
    super();
  }
}
