import { useState } from 'react';
import { Card, DatePicker, Flex, Select, Table, Button, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { audit } from '@costiera/contracts';
import { urlOf } from '@costiera/kit';
import { PageHeading } from '../../shared/components/PageHeading';
import { ExportCsvButton } from '../../shared/components/ExportCsvButton';
import { ListPager } from '../../shared/components/ListPager';
import { SkeletonRows } from '../../shared/components/SkeletonRows';
import { EmptyState } from '../../shared/components/EmptyState';
import { ActivityChanges } from '../../shared/components/ActivityChanges';
import { activityActionMessages, activityKindMessages, activityMessages as words, labelOf } from '../../shared/activity-messages';
import { sharedMessages } from '../../shared/messages';
import { ACTIVITY_PAGE_SIZE, useActivity, useActivityPeople, type ActivityFilters } from './api/activity';
import { activityPageMessages as m } from './messages';

type Entry = audit.ActivityEntry;

/** The audit trail, newest first: filter by person, kind of item, action and dates; each row opens to what changed. */
export default function ActivityPage() {
  const intl = useIntl();
  const t = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [page, setPage] = useState(1);
  const activity = useActivity(page, filters);
  const people = useActivityPeople();
  const change = (next: Partial<ActivityFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const columns: TableColumnsType<Entry> = [
    {
      title: t(m.when),
      key: 'when',
      render: (_, e) => <time dateTime={e.at}>{intl.formatDate(e.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time>,
    },
    { title: t(m.who), key: 'who', render: (_, e) => intl.formatMessage(words.actor, { name: e.actor.name }) },
    { title: t(m.action), key: 'action', render: (_, e) => labelOf(intl, activityActionMessages, e.action) },
    {
      title: t(m.item),
      key: 'item',
      render: (_, e) => (
        <span>
          {labelOf(intl, activityKindMessages, e.kind)}
          {e.item_label ? <div style={{ color: 'rgba(0,0,0,0.65)' }}>{e.item_label}</div> : null}
        </span>
      ),
    },
    { title: t(m.address), key: 'address', render: (_, e) => e.address ?? '—' },
  ];

  const dayOf = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);

  return (
    <>
      <PageHeading title={t(m.title)} description={t(m.description)} actions={<ExportCsvButton href={urlOf(audit.exportActivity, { query: filters })} />} />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Select<string>
            aria-label={t(m.person)}
            placeholder={t(m.anyPerson)}
            allowClear
            showSearch
            value={filters.person}
            loading={people.isLoading}
            options={(people.data?.data ?? []).map((name) => ({ value: name, label: intl.formatMessage(words.actor, { name }) }))}
            onChange={(person) => change({ person })}
            style={{ width: 200 }}
          />
          <Select<NonNullable<ActivityFilters['kind']>>
            aria-label={t(m.kind)}
            placeholder={t(m.anyKind)}
            allowClear
            value={filters.kind}
            options={audit.AUDIT_KINDS.map((kind) => ({ value: kind, label: labelOf(intl, activityKindMessages, kind) }))}
            onChange={(kind) => change({ kind })}
            style={{ width: 220 }}
          />
          <Select<NonNullable<ActivityFilters['action']>>
            aria-label={t(m.action)}
            placeholder={t(m.anyAction)}
            allowClear
            value={filters.action}
            options={audit.AUDIT_ACTIONS.map((action) => ({ value: action, label: labelOf(intl, activityActionMessages, action) }))}
            onChange={(action) => change({ action })}
            style={{ width: 220 }}
          />
          <DatePicker.RangePicker
            aria-label={t(m.dates)}
            placeholder={[t(m.from), t(m.to)]}
            allowEmpty={[true, true]}
            onChange={(range) => change({ from: dayOf(range?.[0] ?? null), to: dayOf(range?.[1] ?? null) })}
          />
          {filtered && (
            <Button
              onClick={() => {
                setFilters({});
                setPage(1);
              }}
            >
              {intl.formatMessage(sharedMessages.clearFilters)}
            </Button>
          )}
        </Flex>
        {activity.error && <p role="alert">{intl.formatMessage(m.loadFailed, { error: activity.error.message })}</p>}
        {activity.isLoading ? (
          <SkeletonRows count={5} />
        ) : activity.data && activity.data.data.length === 0 ? (
          <EmptyState text={t(m.empty)} />
        ) : (
          <Table<Entry>
            rowKey="id"
            columns={columns}
            dataSource={activity.data ? [...activity.data.data] : []}
            pagination={false}
            size="middle"
            scroll={{ x: 880 }}
            expandable={{ expandedRowRender: (e) => <ActivityChanges changes={e.changes} />, expandRowByClick: true }}
          />
        )}
        {activity.data && activity.data.data.length > 0 && (
          <ListPager {...activity.data.pagination} limit={activity.data.pagination.limit || ACTIVITY_PAGE_SIZE} noun="entries" onPageChange={setPage} />
        )}
      </Card>
    </>
  );
}
