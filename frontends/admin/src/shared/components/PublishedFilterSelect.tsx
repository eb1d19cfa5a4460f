import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { contentMessages as m } from '../content-messages';

/** 'true' / 'false' as the list endpoints take them; 'all' sends no filter. */
export type PublishedFilter = 'all' | 'true' | 'false';

export function PublishedFilterSelect({ value, onChange }: { value: PublishedFilter; onChange: (value: PublishedFilter) => void }) {
  const intl = useIntl();
  return (
    <Select<PublishedFilter>
      aria-label={intl.formatMessage(m.filterStatus)}
      value={value}
      onChange={onChange}
      options={[
        { value: 'all', label: intl.formatMessage(m.allStatuses) },
        { value: 'true', label: intl.formatMessage(m.published) },
        { value: 'false', label: intl.formatMessage(m.draft) },
      ]}
      style={{ flex: '1 1 160px' }}
    />
  );
}
