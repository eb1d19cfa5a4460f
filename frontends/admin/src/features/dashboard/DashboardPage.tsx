import { Alert, Card, Col, Descriptions, Flex, Row } from 'antd';
import { useIntl } from 'react-intl';
import { PageHeading } from '../../shared/components/PageHeading';
import { NavButton } from '../../shared/components/NavButton';
import { adminPaths } from '../../shared/admin-paths';
import { formatMinutes, useBookingWorkflowStats, useDashboardStats } from './api/dashboard-stats';
import { StatCard } from './components/StatCard';
import { RecentBookingRequests } from './components/RecentBookingRequests';
import { dashboardMessages as m } from './messages';

export default function DashboardPage() {
  const { data: stats, isLoading, error } = useDashboardStats();
  const { data: workflow } = useBookingWorkflowStats();
  const intl = useIntl();
  const t = intl.formatMessage;
  const count = (n: number) => intl.formatNumber(n);

  return (
    <>
      <PageHeading title={t(m.title)} description={t(m.description)} />
      {error && <Alert type="error" showIcon title={t(m.loadFailed)} description={error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <StatCard stat="Tours" title={t(m.tours)} value={stats?.totalTours} description={t(m.toursNote)} to={adminPaths.tours} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard stat="Articles" title={t(m.articles)} value={stats?.totalArticles} description={t(m.articlesNote)} to={adminPaths.articles} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard stat="Pages" title={t(m.pages)} value={stats?.totalPages} description={t(m.pagesNote)} to={adminPaths.pages} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            stat="Booking Requests"
            title={t(m.bookingRequests)}
            value={stats?.pendingBookingRequests}
            description={t(m.bookingRequestsNote, { total: count(stats?.totalBookingRequests ?? 0) })}
            to={adminPaths.bookingRequests}
          />
        </Col>
      </Row>

      <Card title={t(m.quickCreate)} style={{ marginTop: 16 }}>
        <Flex gap={8} wrap>
          <NavButton type="primary" to={adminPaths.newTour}>
            {t(m.newTour)}
          </NavButton>
          <NavButton to={adminPaths.newArticle}>{t(m.newArticle)}</NavButton>
          <NavButton to={adminPaths.newPage}>{t(m.newPage)}</NavButton>
        </Flex>
      </Card>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={14}>
          <RecentBookingRequests requests={stats?.recentBookingRequests ?? []} loading={isLoading} />
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t(m.summary)} loading={isLoading}>
            <Descriptions
              column={1}
              items={[
                { key: 'content', label: t(m.contentItems), children: count(stats ? stats.totalTours + stats.totalArticles + stats.totalPages : 0) },
                { key: 'pending', label: t(m.pendingRequests), children: count(stats?.pendingBookingRequests ?? 0) },
                { key: 'expiring', label: t(m.expiring), children: workflow ? count(workflow.expiringWithin24h) : '–' },
                {
                  key: 'response',
                  label: t(m.medianResponse),
                  children: workflow ? (workflow.medianProviderResponseMinutes === null ? t(m.noAnswersYet) : formatMinutes(intl, workflow.medianProviderResponseMinutes)) : '–',
                },
                { key: 'status', label: t(m.systemStatus), children: <span style={{ color: '#135200', fontWeight: 500 }}>{t(m.online)}</span> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
