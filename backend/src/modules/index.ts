import type { AppModule } from '../kernel/module';
import { identityModule } from './identity';
import { contentModule } from './content';
import { catalogModule } from './catalog';
import { bookingsModule } from './bookings';
import { reportingModule } from './reporting';
import { seoModule } from './seo';
import { mediaModule } from './media';
import { auditModule } from './audit';

/** Every module of the monolith, in the order their routes are bound. */
export const modules: readonly AppModule[] = [identityModule, contentModule, catalogModule, bookingsModule, reportingModule, mediaModule, seoModule, auditModule];
