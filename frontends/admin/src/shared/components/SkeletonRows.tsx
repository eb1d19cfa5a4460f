import { Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { sharedMessages as m } from '../messages';

/** Placeholder rows while a list loads (SPEC: 3 or 5 rows). */
export function SkeletonRows({ count = 5 }: { count?: 3 | 5 }) {
  const intl = useIntl();
  return (
    <div aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} active title={false} paragraph={{ rows: 1, width: '100%' }} style={{ padding: '12px 0' }} />
      ))}
    </div>
  );
}
