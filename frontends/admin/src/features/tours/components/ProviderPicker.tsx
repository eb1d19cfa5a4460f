import { useState } from 'react';
import { Form, Select } from 'antd';
import type { catalog } from '@costiera/contracts';
import { useDebouncedValue } from '@costiera/kit';
import { useProviderChoices } from '../../../shared/providers';

/**
 * Picks a provider of the directory (searched by name, id or email on the server) and fills
 * the tour's provider id and name with it. The two fields stay editable: a tour may name a
 * provider the directory does not hold (its requests then go to the bookings inbox).
 */
export function ProviderPicker({ onPick }: { onPick: (provider: catalog.AdminProvider) => void }) {
  const [search, setSearch] = useState('');
  const { providers, loading } = useProviderChoices(useDebouncedValue(search));
  return (
    <Form.Item label="Provider from the directory" htmlFor="tour-provider-picker" extra="Fills the provider name and id; the provider's booking emails receive this tour's requests.">
      <Select
        id="tour-provider-picker"
        aria-label="Provider from the directory"
        showSearch={{ filterOption: false, onSearch: setSearch }}
        placeholder="Search providers by name, id or email"
        loading={loading}
        value={null}
        notFoundContent={loading ? 'Searching...' : 'No provider found'}
        options={providers.map((p) => ({ value: p.id, label: `${p.name} (${p.id})${p.active ? '' : ' - inactive'}` }))}
        onChange={(id: string) => {
          const provider = providers.find((p) => p.id === id);
          if (provider) onPick(provider);
          setSearch('');
        }}
      />
    </Form.Item>
  );
}
