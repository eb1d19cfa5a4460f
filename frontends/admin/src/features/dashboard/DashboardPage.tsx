import { Alert, Card, Col, Descriptions, Flex, Row } from 'antd';
import { PageHeading } from '../../shared/components/PageHeading';
import { NavButton } from '../../shared/components/NavButton';
import { adminPaths } from '../../shared/admin-paths';
import { formatMinutes, useBookingWorkflowStats, useDashboardStats } from './api/dashboard-stats';
import { StatCard } from './components/StatCard';
import { RecentBookingRequests } from './components/RecentBookingRequests';

export default function DashboardPage() {
  const { data: stats, isLoading, error } = useDashboardStats();
  const { data: workflow } = useBookingWorkflowStats();

  return (
    <>
      <PageHeading title="Dashboard Overview" description="Tours, content and booking requests at a glance" />
      {error && <Alert type="error" showIcon title="Could not load the dashboard" description={error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title="Tours" value={stats?.totalTours} description="Active listings" to={adminPaths.tours} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title="Articles" value={stats?.totalArticles} description="Published" to={adminPaths.articles} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title="Pages" value={stats?.totalPages} description="Static pages" to={adminPaths.pages} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title="Booking Requests"
            value={stats?.pendingBookingRequests}
            description={`Pending, ${stats?.totalBookingRequests ?? 0} total`}
            to={adminPaths.bookingRequests}
          />
        </Col>
      </Row>

      <Card title="Quick Create" style={{ marginTop: 16 }}>
        <Flex gap={8} wrap>
          <NavButton type="primary" to={adminPaths.newTour}>
            New Tour
          </NavButton>
          <NavButton to={adminPaths.newArticle}>New Article</NavButton>
          <NavButton to={adminPaths.newPage}>New Page</NavButton>
        </Flex>
      </Card>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={14}>
          <RecentBookingRequests requests={stats?.recentBookingRequests ?? []} loading={isLoading} />
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Platform Summary" loading={isLoading}>
            <Descriptions
              column={1}
              items={[
                { key: 'content', label: 'Total content items', children: stats ? stats.totalTours + stats.totalArticles + stats.totalPages : 0 },
                { key: 'pending', label: 'Pending requests', children: stats?.pendingBookingRequests ?? 0 },
                { key: 'expiring', label: 'Expiring within 24 h', children: workflow?.expiringWithin24h ?? '–' },
                {
                  key: 'response',
                  label: 'Median provider response',
                  children: workflow ? (workflow.medianProviderResponseMinutes === null ? 'No answers yet' : formatMinutes(workflow.medianProviderResponseMinutes)) : '–',
                },
                { key: 'status', label: 'System status', children: <span style={{ color: '#135200', fontWeight: 500 }}>Online</span> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
