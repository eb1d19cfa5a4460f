import { Select } from 'antd';

/** 'true' / 'false' as the list endpoints take them; 'all' sends no filter. */
export type PublishedFilter = 'all' | 'true' | 'false';

export function PublishedFilterSelect({ value, onChange }: { value: PublishedFilter; onChange: (value: PublishedFilter) => void }) {
  return (
    <Select<PublishedFilter>
      aria-label="Filter by status"
      value={value}
      onChange={onChange}
      options={[
        { value: 'all', label: 'All statuses' },
        { value: 'true', label: 'Published' },
        { value: 'false', label: 'Draft' },
      ]}
      style={{ flex: '1 1 160px' }}
    />
  );
}
