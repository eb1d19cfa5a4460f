import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Typography } from 'antd';
import { useNotify } from '../../../shared/notify';
import { useNewCalendarLink } from '../api/providers';

/**
 * The provider's private calendar feed. The link is stored only as a hash, so it is shown once,
 * right after it is made; every provider email carries it too.
 */
export function CalendarLinkCard({ providerId }: { providerId: string }) {
  const rotate = useNewCalendarLink(providerId);
  const notify = useNotify();
  const [url, setUrl] = useState<string | null>(null);
  const make = () =>
    rotate.mutate(undefined, {
      onSuccess: (link) => setUrl(link.url),
      onError: (error) => notify.failure('Could not make a new calendar link', error),
    });
  return (
    <Card title="Calendar feed" style={{ marginTop: 16 }}>
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>
        Every request for the provider's tours, for their phone's calendar. Each email to the provider links it. A new link stops the old one at once.
      </p>
      {url && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title="New calendar link"
          description={
            <>
              <Typography.Paragraph copyable={{ text: url }} style={{ wordBreak: 'break-all', marginBottom: 4 }}>
                {url}
              </Typography.Paragraph>
              <span>It is shown only now: send it to the provider.</span>
            </>
          }
        />
      )}
      <Popconfirm title="Make a new calendar link?" description="The provider's current link stops working." okText="Make new link" cancelText="Cancel" onConfirm={make}>
        <Button block loading={rotate.isPending}>
          New calendar link
        </Button>
      </Popconfirm>
    </Card>
  );
}
