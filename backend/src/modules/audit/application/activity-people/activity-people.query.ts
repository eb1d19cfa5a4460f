import { Query } from '../../../../kernel/cqrs/query-bus';

/** Everyone the trail names (usernames, `system`), and the timeline's `provider` and `traveller`, sorted. */
export class ActivityPeople extends Query<string[]> {}
