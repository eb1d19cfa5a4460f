import type { AppModule } from '../../kernel/module';
import { PostgresAuditTrail } from './infrastructure/postgres-audit-trail';
import { ListActivity } from './application/list-activity/list-activity.query';
import { ListActivityHandler } from './application/list-activity/list-activity.handler';
import { ActivityPeople } from './application/activity-people/activity-people.query';
import { ActivityPeopleHandler } from './application/activity-people/activity-people.handler';
import { VerifyAuditChain } from './application/verify-audit-chain/verify-audit-chain.query';
import { VerifyAuditChainHandler } from './application/verify-audit-chain/verify-audit-chain.handler';
import { ExportActivity } from './application/export-activity/export-activity.query';
import { ExportActivityHandler } from './application/export-activity/export-activity.handler';
import { auditRoutes } from './http/routes';

/**
 * Audit: the append-only, hash-chained trail every command's recorded changes are written to
 * (in its transaction, by the command bus), the Activity list and each item's history.
 */
export const auditModule: AppModule = {
  name: 'audit',
  entities: [],
  register({ container, commands, queries }) {
    for (const handler of [PostgresAuditTrail, ListActivityHandler, ActivityPeopleHandler, VerifyAuditChainHandler, ExportActivityHandler]) container.bind(handler).toSelf().inSingletonScope();
    commands.useAuditTrail(container.get(PostgresAuditTrail));
    queries.register(ListActivity, ListActivityHandler);
    queries.register(ActivityPeople, ActivityPeopleHandler);
    queries.register(VerifyAuditChain, VerifyAuditChainHandler);
    queries.register(ExportActivity, ExportActivityHandler);
  },
  routes: auditRoutes,
};

/** The facade: system actions (actor: the system) recorded in a command's transaction, and the chain check. */
export { recordSystemAction, type SystemAction } from './record-system-action';
export { VerifyAuditChain, type AuditChainReport } from './application/verify-audit-chain/verify-audit-chain.query';
export { ACTIVITY_TIMELINE, type ActivityTimeline, type TimelineCursor, type TimelineDecision, type TimelineFilter } from './activity-timeline';
