import { NavLink } from 'react-router-dom';
import { SECTIONS } from '../breadcrumb-trail';

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin sections">
      <ul className="costiera-admin-nav">
        {SECTIONS.map((section) => (
          <li key={section.segment}>
            <NavLink to={section.path} onClick={onNavigate} className={({ isActive }) => (isActive ? 'active' : undefined)}>
              {section.label}
            </NavLink>
          </li>
        ))}
        {/* Bull Board is served by the backend, not this remote: a plain link (a full page load), styled as its siblings. */}
        <li>
          <a href="/admin/queues">Queues</a>
        </li>
      </ul>
    </nav>
  );
}
