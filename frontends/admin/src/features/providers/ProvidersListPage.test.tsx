import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, pageOf, Reply } from '../../testing/fake-api';
import { aProvider } from '../../testing/fixtures';
import { findDialog } from '../../testing/choose';
import { useAdminLanguage } from '../../i18n/admin-language';
import ProvidersListPage from './ProvidersListPage';

const render = () => renderAdmin(<ProvidersListPage />, { path: '/admin/providers', route: '/admin/providers' });
const providers = [aProvider(), aProvider({ id: 'PRV-VSP-09', name: 'Vespa Costa Rentals', booking_emails: ['rent@vespacosta.example.com'], phone: null, languages: [], active: false, tour_count: 0 })];

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.localStorage.clear();
  useAdminLanguage.setState({ language: 'en' });
});

describe('admin providers list', () => {
  it('shows each provider: name and id, every booking email, phone, languages, tour count, status and an edit link', async () => {
    fakeApi({ 'GET /api/admin/providers': () => pageOf(providers) });
    render();
    const row = (await screen.findByText('Capri Blue Charters')).closest('tr')!;
    for (const text of ['PRV-CBC-01', 'bookings@capriblue.example.com', 'skipper@capriblue.example.com', '+39 081 837 0001', 'Italian, English', '2', 'Active']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByLabelText('Edit Capri Blue Charters')).toHaveAttribute('href', '/admin/providers/PRV-CBC-01/edit');
    expect(within(screen.getByText('Vespa Costa Rentals').closest('tr')!).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 providers')).toBeInTheDocument();
  });

  it('sends the search to the server and says when nothing matches', async () => {
    const api = fakeApi({ 'GET /api/admin/providers': ({ query }) => pageOf(providers.filter((p) => p.name.toLowerCase().includes((query.get('search') ?? '').toLowerCase()))) });
    render();
    await screen.findByText('Capri Blue Charters');
    await userEvent.type(screen.getByLabelText('Search providers'), 'vespa');
    await waitFor(() => expect(screen.queryByText('Capri Blue Charters')).not.toBeInTheDocument());
    expect(screen.getByText('Vespa Costa Rentals')).toBeInTheDocument();
    expect(api.sent('GET', '/api/admin/providers').at(-1)!.query.get('search')).toBe('vespa');
    await userEvent.type(screen.getByLabelText('Search providers'), 'x');
    expect(await screen.findByText('No providers found matching your filters')).toBeInTheDocument();
  });

  it('deletes an unused provider, and shows the server message naming the tours when they still use it', async () => {
    const api = fakeApi({
      'GET /api/admin/providers': () => pageOf(providers),
      'DELETE /api/admin/providers/PRV-VSP-09': () => new Reply(204),
      'DELETE /api/admin/providers/PRV-CBC-01': () =>
        new Reply(409, { error: 'conflict', message: 'This provider is named by 1 tour: "Capri by private boat" (tour-1). Give it another provider before deleting it, or mark it inactive.' }),
    });
    render();
    await userEvent.click(await screen.findByLabelText('Delete Vespa Costa Rentals'));
    const dialog = await findDialog('Delete Provider');
    expect(within(dialog).getByText('Are you sure you want to delete "Vespa Costa Rentals"? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Provider deleted')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/admin/providers/PRV-VSP-09')).toHaveLength(1);

    await userEvent.click(screen.getByLabelText('Delete Capri Blue Charters'));
    await userEvent.click(within(await findDialog('Delete Provider')).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('409: This provider is named by 1 tour: "Capri by private boat" (tour-1). Give it another provider before deleting it, or mark it inactive.')).toBeInTheDocument();
  });
});

describe('the providers list in Italian', () => {
  beforeEach(() => useAdminLanguage.setState({ language: 'it' }));

  it('names the screen, its columns, statuses and count in Italian', async () => {
    fakeApi({ 'GET /api/admin/providers': () => pageOf(providers) });
    render();
    expect(await screen.findByRole('heading', { name: 'Fornitori' })).toBeInTheDocument();
    expect(await screen.findByText('Fornitori da 1 a 2 di 2')).toBeInTheDocument();
    expect(screen.getByText('Nuovo fornitore')).toBeInTheDocument();
    expect(screen.getAllByText('Email per le prenotazioni').length).toBeGreaterThan(0);
    expect(within(screen.getByText('Vespa Costa Rentals').closest('tr')!).getByText('Inattivo')).toBeInTheDocument();
    expect(screen.getByLabelText('Modifica Capri Blue Charters')).toBeInTheDocument();
  });

  it('asks before deleting, in Italian', async () => {
    fakeApi({ 'GET /api/admin/providers': () => pageOf(providers), 'DELETE /api/admin/providers/PRV-VSP-09': () => new Reply(204) });
    render();
    await userEvent.click(await screen.findByLabelText('Elimina Vespa Costa Rentals'));
    const dialog = await findDialog('Elimina il fornitore');
    expect(within(dialog).getByText("Vuoi davvero eliminare «Vespa Costa Rentals»? L'operazione non si può annullare.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Elimina').closest('button')!);
    expect(await screen.findByText('Fornitore eliminato')).toBeInTheDocument();
    expect(screen.getByText('Il fornitore è stato eliminato.')).toBeInTheDocument();
  });

  it('says in Italian when no provider matches the search', async () => {
    fakeApi({ 'GET /api/admin/providers': ({ query }) => pageOf(query.get('search') ? [] : providers) });
    render();
    await screen.findByText('Capri Blue Charters');
    await userEvent.type(screen.getByLabelText('Cerca fornitori'), 'zzz');
    expect(await screen.findByText('Nessun fornitore corrisponde ai filtri')).toBeInTheDocument();
  });
});
