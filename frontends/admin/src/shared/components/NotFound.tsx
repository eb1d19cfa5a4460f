import { NotFound as KitNotFound } from '@costiera/kit';
import { adminPaths } from '../admin-paths';

/** The site's one 404 page ('Page Not Found'), with its link leading back into the back office. */
export function NotFound() {
  return <KitNotFound homeHref={adminPaths.dashboard} />;
}
