export * from './http';
export * from './codecs';
export * as identity from './identity';
export * as catalog from './catalog';
export * as content from './content';
export * as bookings from './bookings';
export * as reporting from './reporting';
export * as health from './health';
export * as media from './media';
export * as audit from './audit';
export * from './i18n/languages';
export * from './app-paths';
export { priceUnitFor, type PriceUnit } from './price-unit';
export { openApiDocument, type OpenApiInfo } from './openapi';
export type { JsonSchema } from './schema-hints';

import type { Route } from './http';
import * as identityRoutes from './identity';
import * as catalogRoutes from './catalog';
import * as contentRoutes from './content';
import * as bookingsRoutes from './bookings';
import * as reportingRoutes from './reporting';
import * as healthRoutes from './health';
import * as mediaRoutes from './media';
import * as auditRoutes from './audit';

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value && 'access' in value;

/** Every call of the API: the backend must bind each one (start-up fails otherwise). */
export const allRoutes: readonly Route[] = [identityRoutes, catalogRoutes, contentRoutes, bookingsRoutes, reportingRoutes, healthRoutes, mediaRoutes, auditRoutes].flatMap((group) =>
  Object.values(group).filter(isRoute),
);
