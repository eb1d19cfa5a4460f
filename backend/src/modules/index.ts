import type { AppModule } from '../kernel/module';
import { identityModule } from './identity';

/** Every module of the monolith, in the order their routes are bound. */
export const modules: readonly AppModule[] = [identityModule];
