import { NavLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { SECTIONS } from '../breadcrumb-trail';
import { layoutMessages as m } from '../messages';

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.sectionsNav)}>
      <ul className="costiera-admin-nav">
        {SECTIONS.map((section) => (
          <li key={section.segment}>
            <NavLink to={section.path} onClick={onNavigate} className={({ isActive }) => (isActive ? 'active' : undefined)}>
              {intl.formatMessage(section.label)}
            </NavLink>
          </li>
        ))}
        {/* Bull Board is served by the backend, not this remote: a plain link (a full page load), styled as its siblings. */}
        <li>
          <a href="/admin/queues">{intl.formatMessage(m.queues)}</a>
        </li>
      </ul>
    </nav>
  );
}
