import { Card, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { timeAgo } from '@costiera/kit';
import type { reporting } from '@costiera/contracts';
import { Badge } from '../../../shared/components/Badge';
import { adminPaths } from '../../../shared/admin-paths';

type Recent = reporting.DashboardStats['recentBookingRequests'][number];

export function RecentBookingRequests({ requests, loading }: { requests: Recent[]; loading: boolean }) {
  return (
    <Card title="Recent Booking Requests" loading={loading} extra={<Link to={adminPaths.bookingRequests}>View All Requests</Link>}>
      {requests.length === 0 ? (
        <p style={{ margin: 0, color: 'rgba(0,0,0,0.65)' }}>No recent booking requests</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {requests.map((request) => (
            <li key={request.id} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" align="center" gap={12} wrap>
                <div>
                  <div style={{ fontWeight: 500 }}>{request.customer_name}</div>
                  <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>{timeAgo(request.created_at)}</div>
                </div>
                {/* SPEC: pending and confirmed stand out on the dashboard, anything else is muted. */}
                <Badge tone={request.status === 'pending' ? 'warning' : request.status === 'confirmed' ? 'success' : 'muted'}>{request.status}</Badge>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
