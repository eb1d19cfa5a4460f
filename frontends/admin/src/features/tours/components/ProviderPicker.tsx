import { useState } from 'react';
import { Form, Select } from 'antd';
import { useIntl } from 'react-intl';
import type { catalog } from '@costiera/contracts';
import { useDebouncedValue } from '@costiera/kit';
import { useProviderChoices } from '../../../shared/providers';
import { tourMessages as m } from '../messages';

/**
 * Picks a provider of the directory (searched by name, id or email on the server) and fills
 * the tour's provider id and name with it. The two fields stay editable: a tour may name a
 * provider the directory does not hold (its requests then go to the bookings inbox).
 */
export function ProviderPicker({ onPick }: { onPick: (provider: catalog.AdminProvider) => void }) {
  const intl = useIntl();
  const text = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const [search, setSearch] = useState('');
  const { providers, loading } = useProviderChoices(useDebouncedValue(search));
  return (
    <Form.Item label={text(m.providerFromDirectory)} htmlFor="tour-provider-picker" extra={text(m.providerFromDirectoryHelp)}>
      <Select
        id="tour-provider-picker"
        aria-label={text(m.providerFromDirectory)}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        placeholder={text(m.searchProviders)}
        loading={loading}
        value={null}
        notFoundContent={text(loading ? m.searching : m.noProviderFound)}
        options={providers.map((p) => ({ value: p.id, label: intl.formatMessage(m.providerOption, { name: p.name, id: p.id, active: String(p.active) }) }))}
        onChange={(id: string) => {
          const provider = providers.find((p) => p.id === id);
          if (provider) onPick(provider);
          setSearch('');
        }}
      />
    </Form.Item>
  );
}
