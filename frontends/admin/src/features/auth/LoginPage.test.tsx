import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { adminKeys } from '../../shared/query-keys';
import { useAdminLanguage } from '../../i18n/admin-language';
import { choose } from '../../testing/choose';
import LoginPage from './LoginPage';

/** The little of a fetch Response the API client reads (jsdom has no Response). */
function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => JSON.stringify(body) };
}

function renderLogin() {
  const result = renderAdmin(<LoginPage />, { path: '/admin/login', route: '/admin/login' });
  return result;
}

describe('admin login', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    useToastStore.setState({ toasts: [] });
    window.localStorage.clear();
    useAdminLanguage.setState({ language: 'en' });
    // Nobody signed in: the current-user call answers 401.
    fetchMock.mockImplementation(async (url: string) => (url.endsWith('/api/admin/user') ? answer(401, { error: 'unauthorized', message: 'Not signed in' }) : answer(500, {})));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("shows 'Username is required' and 'Password is required' when submitted empty", async () => {
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/login', expect.anything());
  });

  it('treats a username of only spaces as empty', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), '   ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('signs in, welcomes the admin by name and opens the dashboard', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/admin/login') return answer(200, { username: 'marina', isAdmin: true, language: 'en' });
      return answer(401, { error: 'unauthorized', message: 'Not signed in' });
    });
    const { queryClient } = renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), ' marina ');
    await userEvent.type(screen.getByLabelText('Password'), 'limoncello');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, marina!')).toBeInTheDocument();
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ username: 'marina', password: 'limoncello' });
    expect(queryClient.getQueryData(adminKeys.user)).toEqual({ username: 'marina', isAdmin: true, language: 'en' });
  });

  it("shows 'Login failed' with the server's message when the credentials are wrong", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/admin/login' ? answer(401, { error: 'unauthorized', message: 'Invalid username or password' }) : answer(401, { error: 'unauthorized', message: 'Not signed in' }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'marina');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('401: Invalid username or password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('sends a signed-in admin straight to the dashboard', async () => {
    fetchMock.mockImplementation(async () => answer(200, { username: 'marina', isAdmin: true, language: 'en' }));
    renderLogin();
    // The same place a fresh sign-in goes: the two ways out of this page can never race to different screens.
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it('shows and hides the password with a button named for what it does', async () => {
    renderLogin();
    const field = await screen.findByLabelText('Password');
    await userEvent.type(field, 'limoncello');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('limoncello');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('reads in Italian for a browser that last showed the back office in Italian', async () => {
    useAdminLanguage.setState({ language: 'it' });
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(screen.getByRole('heading', { name: "Accesso all'amministrazione" })).toBeInTheDocument();
    expect(await screen.findByText('Inserisci il nome utente')).toBeInTheDocument();
    expect(screen.getByText('Inserisci la password')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome utente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostra la password' })).toBeInTheDocument();
  });

  it('switches language before signing in without asking the server, keeping what was typed', async () => {
    renderLogin();
    await userEvent.type(await screen.findByLabelText('Username'), 'marina');
    await choose('Language', 'Italiano');
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome utente')).toHaveValue('marina');
    expect(useAdminLanguage.getState().language).toBe('it');
    expect(window.localStorage.getItem('costiera.admin.language')).toBe('it');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/admin/me/language');
  });

  it('welcomes the admin in Italian once signed in', async () => {
    useAdminLanguage.setState({ language: 'it' });
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/admin/login') return answer(200, { username: 'marina', isAdmin: true, language: 'it' });
      return answer(401, { error: 'unauthorized', message: 'Not signed in' });
    });
    renderLogin();
    await userEvent.type(await screen.findByLabelText('Nome utente'), 'marina');
    await userEvent.type(screen.getByLabelText('Password'), 'limoncello');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Accesso effettuato')).toBeInTheDocument();
    expect(screen.getByText('Rieccoti, marina!')).toBeInTheDocument();
  });
});
