import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import { sharedMessages as m } from '../messages';

export function ScreenLoading({ fullHeight = false }: { fullHeight?: boolean }) {
  const intl = useIntl();
  return (
    <div style={{ minHeight: fullHeight ? '100vh' : 240, display: 'grid', placeItems: 'center' }}>
      <Spin size="large" aria-label={intl.formatMessage(m.loading)} />
    </div>
  );
}
