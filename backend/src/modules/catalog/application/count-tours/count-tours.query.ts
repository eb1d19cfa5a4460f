import { Query } from '../../../../kernel/cqrs/query-bus';

/** Facade for the dashboard: how many tours are listed. */
export class CountTours extends Query<number> {}
