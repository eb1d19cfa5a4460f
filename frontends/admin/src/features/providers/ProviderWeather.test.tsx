import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi } from '../../testing/fake-api';
import { aProvider } from '../../testing/fixtures';
import { findButton, findDialog } from '../../testing/choose';
import ProviderFormPage from './ProviderFormPage';

function renderProvider(tourCount: number, answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/admin/providers/PRV-CBC-01': () => aProvider({ tour_count: tourCount }), ...answers });
  renderAdmin(
    <Routes>
      <Route path=":id/edit" element={<ProviderFormPage />} />
    </Routes>,
    { path: '/admin/providers/PRV-CBC-01/edit', route: '/admin/providers/*' },
  );
  return api;
}

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe("bad weather for a provider's tours", () => {
  it('asks for the day and the weather, says whom it tells, then closes every tour of the provider', async () => {
    const api = renderProvider(2, {
      'POST /api/admin/weather-closures': ({ body }) => ({
        date: '2026-08-14',
        preview: (body as { preview?: boolean }).preview === true,
        tours: [{ id: 't1', title: 'Capri by Boat' }, { id: 't2', title: 'Blue Grotto Swim' }],
        requests: 3,
        travellers: 2,
      }),
    });
    await userEvent.click(await findButton('Bad weather'));
    const dialog = await findDialog('Bad weather');
    await userEvent.click(within(dialog).getByText('Continue'));
    expect(await within(dialog).findByText('Choose the day to close')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '2026-08-14' } });
    fireEvent.change(within(dialog).getByLabelText('What is the weather doing?'), { target: { value: 'Gale from the west' } });
    await userEvent.click(within(dialog).getByText('Continue'));
    expect(await within(dialog).findByText('This will cancel 3 requests and email 2 travellers. The day closes for 2 tours.')).toBeInTheDocument();
    expect(within(dialog).getByText('Capri by Boat, Blue Grotto Swim')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Close and cancel'));
    expect(await screen.findByText('Day closed for bad weather')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/weather-closures').map((r) => r.body)).toEqual([
      { date: '2026-08-14', reason: 'Gale from the west', cancel_requests: true, provider_id: 'PRV-CBC-01', preview: true },
      { date: '2026-08-14', reason: 'Gale from the west', cancel_requests: true, provider_id: 'PRV-CBC-01', preview: false },
    ]);
  });

  it('offers no bad-weather action for a provider without tours', async () => {
    renderProvider(0);
    await screen.findByDisplayValue('Capri Blue Charters');
    expect(screen.queryByText('Bad weather')).not.toBeInTheDocument();
  });
});
