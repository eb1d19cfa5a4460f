import { Card, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { reporting } from '@costiera/contracts';
import { Badge } from '../../../shared/components/Badge';
import { adminPaths } from '../../../shared/admin-paths';
import { sharedMessages } from '../../../shared/messages';
import { timeAgoIn } from '../../../shared/time-ago';
import { dashboardMessages as m } from '../messages';

type Recent = reporting.DashboardStats['recentBookingRequests'][number];

export function RecentBookingRequests({ requests, loading }: { requests: Recent[]; loading: boolean }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(m.recent)} loading={loading} extra={<Link to={adminPaths.bookingRequests}>{intl.formatMessage(m.viewAll)}</Link>}>
      {requests.length === 0 ? (
        <p style={{ margin: 0, color: 'rgba(0,0,0,0.65)' }}>{intl.formatMessage(m.noRecent)}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {requests.map((request) => (
            <li key={request.id} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" align="center" gap={12} wrap>
                <div>
                  <div style={{ fontWeight: 500 }}>{request.customer_name}</div>
                  <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>{timeAgoIn(intl, request.created_at)}</div>
                </div>
                {/* SPEC: pending and confirmed stand out on the dashboard, anything else is muted. */}
                <Badge tone={request.status === 'pending' ? 'warning' : request.status === 'confirmed' ? 'success' : 'muted'}>
                  {intl.formatMessage(sharedMessages.bookingStatus, { status: request.status })}
                </Badge>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
