import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, Reply } from '../../testing/fake-api';
import { aProvider } from '../../testing/fixtures';
import { button, findButton } from '../../testing/choose';
import ProviderFormPage from './ProviderFormPage';

function renderProviderForm(path: string) {
  return renderAdmin(
    <Routes>
      <Route index element={<p>Providers list</p>} />
      <Route path="new" element={<ProviderFormPage />} />
      <Route path=":id/edit" element={<ProviderFormPage />} />
    </Routes>,
    { path, route: '/admin/providers/*' },
  );
}
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('admin provider form', () => {
  it('names the missing fields and a bad address, and sends nothing', async () => {
    const api = fakeApi({});
    renderProviderForm('/admin/providers/new');
    await userEvent.click(await findButton('Create Provider'));
    for (const message of ['Provider id is required', 'Name is required', 'Booking emails needs at least one email address']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(field('Booking emails'), 'desk@example.com{Enter}not-an-email');
    expect(await screen.findByText('"not-an-email" is not a valid email address')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/providers')).toHaveLength(0);
  });

  it('creates a provider with several addresses and languages, then returns to the list', async () => {
    const api = fakeApi({ 'POST /api/admin/providers': () => aProvider() });
    renderProviderForm('/admin/providers/new');
    await userEvent.type(await screen.findByLabelText('Provider id'), 'PRV-CBC-01');
    await userEvent.type(field('Name'), 'Capri Blue Charters');
    await userEvent.type(field('Booking emails'), 'bookings@capriblue.example.com{Enter}skipper@capriblue.example.com');
    await userEvent.type(field('Phone'), '+39 081 837 0001');
    await userEvent.type(field('Languages'), 'Italian, English');
    await userEvent.click(button('Create Provider'));
    expect(await screen.findByText('Providers list')).toBeInTheDocument();
    expect(screen.getByText('Provider created')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/providers').at(0)?.body).toEqual({
      id: 'PRV-CBC-01',
      name: 'Capri Blue Charters',
      booking_emails: ['bookings@capriblue.example.com', 'skipper@capriblue.example.com'],
      phone: '+39 081 837 0001',
      languages: ['Italian', 'English'],
      active: true,
    });
  });

  it('edits a provider without changing its id, and keeps the form when the server refuses', async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /api/admin/providers/PRV-CBC-01': () => aProvider(),
      'PUT /api/admin/providers/PRV-CBC-01': () => (refuse ? new Reply(400, { error: 'bad_request', message: 'Name must be at most 200 characters' }) : aProvider({ active: false })),
    });
    renderProviderForm('/admin/providers/PRV-CBC-01/edit');
    await waitFor(() => expect(field('Name')).toHaveValue('Capri Blue Charters'));
    expect(field('Provider id')).toBeDisabled();
    expect(field('Booking emails')).toHaveValue('bookings@capriblue.example.com\nskipper@capriblue.example.com');
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(button('Update Provider'));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('400: Name must be at most 200 characters')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Capri Blue Charters');

    refuse = false;
    await userEvent.click(button('Update Provider'));
    expect(await screen.findByText('Providers list')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/providers/PRV-CBC-01').at(-1)?.body).toEqual({
      name: 'Capri Blue Charters',
      booking_emails: ['bookings@capriblue.example.com', 'skipper@capriblue.example.com'],
      phone: '+39 081 837 0001',
      languages: ['Italian', 'English'],
      active: false,
    });
  });

  it('makes a new calendar link after a confirmation and shows its address once', async () => {
    const url = 'http://costiera.test/calendar/providers/Q2FwcmkgQmx1ZSBDaGFydGVycyBjYWxlbmRhciBsaW5r.ics';
    const api = fakeApi({
      'GET /api/admin/providers/PRV-CBC-01': () => aProvider(),
      'POST /api/admin/providers/PRV-CBC-01/calendar-link': () => new Reply(201, { provider_id: 'PRV-CBC-01', url }),
    });
    renderProviderForm('/admin/providers/PRV-CBC-01/edit');
    await userEvent.click(await findButton('New calendar link'));
    expect(await screen.findByText("The provider's current link stops working.")).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/providers/PRV-CBC-01/calendar-link')).toHaveLength(0);
    await userEvent.click(button('Make new link'));
    expect(await screen.findByText(url)).toBeInTheDocument();
    expect(screen.getByText('It is shown only now: send it to the provider.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/providers/PRV-CBC-01/calendar-link')).toHaveLength(1);
  });

  it('offers no calendar link before the provider exists', async () => {
    fakeApi({});
    renderProviderForm('/admin/providers/new');
    await findButton('Create Provider');
    expect(screen.queryByText('New calendar link')).not.toBeInTheDocument();
  });
});
