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
      </ul>
    </nav>
  );
}
