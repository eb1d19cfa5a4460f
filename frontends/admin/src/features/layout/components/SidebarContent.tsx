import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { adminPaths } from '../../../shared/admin-paths';
import { SidebarNav } from './SidebarNav';
import { UserPanel } from './UserPanel';
import { layoutMessages as m } from '../messages';

export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ padding: '20px 16px', borderBottom: '1px solid #f0f0f0' }}>
        <Link to={adminPaths.dashboard} onClick={onNavigate} style={{ fontSize: 18, fontWeight: 600, color: 'inherit' }}>
          {intl.formatMessage(m.adminPanel)}
        </Link>
      </div>
      <div style={{ flex: 1, overflowY: 'auto', padding: '8px' }}>
        <SidebarNav onNavigate={onNavigate} />
      </div>
      <UserPanel />
    </div>
  );
}
