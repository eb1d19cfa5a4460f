import type Router from '@koa/router';
import type { Runtime } from '../../backend/src/site/runtime';

/** bench/lib/reference-routes.js, for the TypeScript test that checks it (backend/test/bench). */
export function addReferenceRoutes(router: Router, runtime: Runtime): void;
export function createReferenceTable(runtime: Runtime): Promise<void>;
export const REFERENCE_TABLE: string;
