import { Card, Descriptions } from 'antd';
import { PublishedBadge } from './Badge';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Created, last updated and Published/Draft of an existing article or page. */
export function ContentStatusCard({ createdAt, updatedAt, published }: { createdAt: string; updatedAt: string; published: boolean }) {
  return (
    <Card title="Status" size="small">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'status', label: 'Status', children: <PublishedBadge published={published} /> },
          { key: 'created', label: 'Created', children: formatDate(createdAt) },
          { key: 'updated', label: 'Last updated', children: formatDate(updatedAt) },
        ]}
      />
    </Card>
  );
}
