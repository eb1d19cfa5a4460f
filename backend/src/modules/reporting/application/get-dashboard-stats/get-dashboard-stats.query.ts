import type { reporting } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** The dashboard overview (SPEC section 3 "Dashboard stats"). */
export class GetDashboardStats extends Query<reporting.DashboardStats> {}
