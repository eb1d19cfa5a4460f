import { Card, Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import { PublishedBadge } from './Badge';
import { contentMessages as m } from '../content-messages';

/** English dates in the British order the back office has always shown ('1 Nov 2026, 10:00'); other languages their own. */
function formatDate(iso: string, locale: string, unknown: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? unknown : date.toLocaleString(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Created, last updated and Published/Draft of an existing article or page. */
export function ContentStatusCard({ createdAt, updatedAt, published }: { createdAt: string; updatedAt: string; published: boolean }) {
  const intl = useIntl();
  const unknown = intl.formatMessage(m.unknown);
  return (
    <Card title={intl.formatMessage(m.status)} size="small">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'status', label: intl.formatMessage(m.status), children: <PublishedBadge published={published} /> },
          { key: 'created', label: intl.formatMessage(m.created), children: formatDate(createdAt, intl.locale, unknown) },
          { key: 'updated', label: intl.formatMessage(m.lastUpdated), children: formatDate(updatedAt, intl.locale, unknown) },
        ]}
      />
    </Card>
  );
}
