import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../../shared/messages';
import { useNotify } from '../../../shared/notify';
import { useNewCalendarLink } from '../api/providers';
import { calendarLinkMessages as m } from '../messages';

/**
 * The provider's private calendar feed. The link is stored only as a hash, so it is shown once,
 * right after it is made; every provider email carries it too.
 */
export function CalendarLinkCard({ providerId }: { providerId: string }) {
  const rotate = useNewCalendarLink(providerId);
  const notify = useNotify();
  const [url, setUrl] = useState<string | null>(null);
  const intl = useIntl();
  const t = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);
  const make = () =>
    rotate.mutate(undefined, {
      onSuccess: (link) => setUrl(link.url),
      onError: (error) => notify.failure(t(m.failed), error),
    });
  return (
    <Card title={t(m.title)} style={{ marginTop: 16 }}>
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>{t(m.about)}</p>
      {url && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(m.made)}
          description={
            <>
              <Typography.Paragraph copyable={{ text: url }} style={{ wordBreak: 'break-all', marginBottom: 4 }}>
                {url}
              </Typography.Paragraph>
              <span>{t(m.shownOnce)}</span>
            </>
          }
        />
      )}
      <Popconfirm title={t(m.ask)} description={t(m.askWhy)} okText={t(m.confirm)} cancelText={intl.formatMessage(sharedMessages.cancel)} onConfirm={make}>
        <Button block loading={rotate.isPending}>
          {t(m.button)}
        </Button>
      </Popconfirm>
    </Card>
  );
}
