import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { breadcrumbTrail } from '../breadcrumb-trail';
import { layoutMessages as m } from '../messages';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const trail = breadcrumbTrail(pathname, intl);
  return (
    <nav aria-label={intl.formatMessage(m.breadcrumb)}>
      <Breadcrumb
        items={trail.map((crumb, i) => ({
          key: `${i}-${crumb.label}`,
          title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>,
        }))}
      />
    </nav>
  );
}
