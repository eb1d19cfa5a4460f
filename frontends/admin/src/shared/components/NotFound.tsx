import { NotFound as KitNotFound } from '@costiera/kit';
import { useIntl } from 'react-intl';
import { adminPaths } from '../admin-paths';
import { sharedMessages as m } from '../messages';

/** The site's one 404 page ('Page Not Found') in the admin's language, its link leading back into the back office. */
export function NotFound() {
  const intl = useIntl();
  const texts = {
    title: intl.formatMessage(m.notFoundTitle),
    description: intl.formatMessage(m.notFoundDescription),
    text: intl.formatMessage(m.notFoundText),
    home: intl.formatMessage(m.notFoundBack),
  };
  return <KitNotFound homeHref={adminPaths.dashboard} texts={texts} />;
}
