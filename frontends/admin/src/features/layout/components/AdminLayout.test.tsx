import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeApi, Reply } from '../../../testing/fake-api';
import { choose } from '../../../testing/choose';
import { useAdminLanguage } from '../../../i18n/admin-language';
import AdminLayout from './AdminLayout';

const renderLayout = () => renderAdmin(<AdminLayout search={null} />, { path: '/admin/booking-requests' });
const sidebar = () => within(screen.getAllByRole('complementary')[0]!);

beforeEach(() => {
  window.localStorage.clear();
  useAdminLanguage.setState({ language: 'en' });
  useToastStore.setState({ toasts: [] });
});

describe('the admin layout', () => {
  it("names the sidebar, its sections and the breadcrumbs in the spec's English", async () => {
    fakeApi({});
    renderLayout();
    expect(await sidebar().findByText('marina')).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin/dashboard');
    for (const name of ['Dashboard', 'Tours', 'Articles', 'Pages', 'Categories', 'Booking Requests']) expect(sidebar().getByRole('link', { name })).toBeInTheDocument();
    expect(sidebar().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByLabelText('Language')).toBeInTheDocument();
  });

  it("switches to Italian from the header, saving the choice on the admin's account", async () => {
    const api = fakeApi({ 'PUT /api/admin/me/language': () => new Reply(200, { username: 'marina', isAdmin: true, language: 'it' }) });
    renderLayout();
    await sidebar().findByText('marina');
    await choose('Language', 'Italiano');
    expect(await sidebar().findByRole('link', { name: 'Richieste di prenotazione' })).toBeInTheDocument();
    expect(sidebar().getByRole('button', { name: 'Esci' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amministrazione' })).toBeInTheDocument();
    expect(screen.getByLabelText('Lingua')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/me/language').map((r) => r.body)).toEqual([{ language: 'it' }]);
    expect(useAdminLanguage.getState().language).toBe('it');
    // This browser remembers it for the sign-in screen.
    expect(window.localStorage.getItem('costiera.admin.language')).toBe('it');
  });

  it('stays in its language and says so when the account refuses the change', async () => {
    fakeApi({ 'PUT /api/admin/me/language': () => new Reply(500, { error: 'internal', message: 'Server down' }) });
    renderLayout();
    await sidebar().findByText('marina');
    await choose('Language', 'Italiano');
    expect(await screen.findByText('Language not saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^500: /)).toBeInTheDocument());
    expect(useAdminLanguage.getState().language).toBe('en');
    expect(sidebar().getByRole('link', { name: 'Booking Requests' })).toBeInTheDocument();
  });
});
