import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, type CallInput } from '@costiera/kit';
import type { BodyInputOf, ResponseOf, Route } from '@costiera/contracts';
import { adminKeys, type AdminSection } from './query-keys';
import { useRefreshAfterChange } from './use-refresh-after-change';
import { useAdminLanguage } from '../i18n/admin-language';

/**
 * A back-office resource as the contracts describe it (a paged list, one item, create, update,
 * delete) and what its list screen filters on.
 */
export interface ResourceRoutes<F extends object, L extends Route, G extends Route, C extends Route, U extends Route> {
  /** Its query keys, and what a save or delete refreshes. */
  readonly section: AdminSection;
  readonly pageSize: number;
  readonly list: L;
  /** The list's query for `filters`, beside the page and its size (the route's codec checks its fields). */
  listQuery(filters: F): Record<string, string | number | boolean | undefined>;
  /** Whether the list's search also matches the items' translations into a language it is given (`lang`). */
  readonly searchesTranslations?: boolean;
  readonly get: G;
  readonly create: C;
  readonly update: U;
  /** The update's body from the form's (the same body when left out). */
  updateBody?(body: BodyInputOf<C>): BodyInputOf<U>;
  readonly remove: Route;
}

/** The hooks every resource's screens use: its page of the list, one item, save (create or update) and delete. */
export function resourceHooks<F extends object, L extends Route, G extends Route, C extends Route, U extends Route>(resource: ResourceRoutes<F, L, G, C, U>) {
  const key = adminKeys[resource.section];
  const updateBody = resource.updateBody ?? ((body: BodyInputOf<C>) => body as BodyInputOf<U>);
  return {
    pageSize: resource.pageSize,
    useList(page: number, filters: F) {
      // An admin reading the back office in Italian finds items by their Italian words too.
      const language = useAdminLanguage((s) => s.language);
      const lang = resource.searchesTranslations && language !== 'en' ? language : undefined;
      return useQuery({
        queryKey: [...key, 'list', { page, ...filters, lang }],
        queryFn: ({ signal }): Promise<ResponseOf<L>> =>
          call(resource.list, { query: { page, limit: resource.pageSize, ...resource.listQuery(filters), lang } as CallInput<L>['query'], signal }),
        placeholderData: keepPreviousData,
      });
    },
    useOne(id: string | undefined) {
      return useQuery({
        queryKey: [...key, 'detail', id],
        queryFn: ({ signal }): Promise<ResponseOf<G>> => call(resource.get, { params: { id: id ?? '' }, signal }),
        enabled: id !== undefined,
      });
    },
    useSave(id: string | undefined) {
      const refresh = useRefreshAfterChange();
      return useMutation({
        mutationFn: (body: BodyInputOf<C>): Promise<ResponseOf<C> | ResponseOf<U>> =>
          id === undefined ? call(resource.create, { body }) : call(resource.update, { params: { id }, body: updateBody(body) }),
        onSuccess: () => refresh(resource.section),
      });
    },
    useDelete() {
      const refresh = useRefreshAfterChange();
      return useMutation({
        mutationFn: (id: string): Promise<unknown> => call(resource.remove, { params: { id } }),
        onSuccess: () => refresh(resource.section),
      });
    },
  };
}
