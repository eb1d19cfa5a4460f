import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbTrail } from '../breadcrumb-trail';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumb
        items={trail.map((crumb, i) => ({
          key: `${i}-${crumb.label}`,
          title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>,
        }))}
      />
    </nav>
  );
}
