import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeApi, held, Reply } from '../../../testing/fake-api';
import { useAdminLanguage } from '../../../i18n/admin-language';
import { RequireAdmin } from './RequireAdmin';

beforeEach(() => {
  window.localStorage.clear();
  useAdminLanguage.setState({ language: 'en' });
});

function renderGuardedTours() {
  return renderAdmin(
    <Routes>
      <Route element={<RequireAdmin />}>
        <Route path="tours" element={<p>Tours screen</p>} />
      </Route>
      <Route path="login" element={<p>Login screen</p>} />
    </Routes>,
    { path: '/admin/tours', route: '/admin/*' },
  );
}

describe('the admin route guard', () => {
  it('shows a centred spinner while the user loads', async () => {
    const user = held<unknown>();
    fakeApi({ 'GET /api/admin/user': () => user.promise });
    const { container } = renderGuardedTours();
    expect(container.querySelector('.ant-spin')).toBeInTheDocument();
    expect(screen.queryByText('Tours screen')).not.toBeInTheDocument();
    user.release({ username: 'marina', isAdmin: true, language: 'en' });
    expect(await screen.findByText('Tours screen')).toBeInTheDocument();
    expect(container.querySelector('.ant-spin')).not.toBeInTheDocument();
  });

  it('sends a signed-in user without the admin flag to /admin/login', async () => {
    fakeApi({ 'GET /api/admin/user': () => ({ username: 'guest', isAdmin: false, language: 'en' }) });
    renderGuardedTours();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(screen.queryByText('Tours screen')).not.toBeInTheDocument();
  });

  it('treats a 401 on the current-user call as no user, and sends them to /admin/login', async () => {
    fakeApi({ 'GET /api/admin/user': () => new Reply(401, { error: 'unauthorized', message: 'Not signed in' }) });
    const { queryClient } = renderGuardedTours();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(queryClient.getQueryState(['admin', 'user'])).toMatchObject({ status: 'success', data: null, error: null });
  });

  it("speaks the language chosen on the admin's account, whatever this browser showed last", async () => {
    fakeApi({ 'GET /api/admin/user': () => ({ username: 'marina', isAdmin: true, language: 'it' }) });
    const { container } = renderGuardedTours();
    expect(await screen.findByText('Tours screen')).toBeInTheDocument();
    expect(useAdminLanguage.getState().language).toBe('it');
    expect(window.localStorage.getItem('costiera.admin.language')).toBe('it');
    // Screen readers read the page in Italian once its words have loaded.
    await waitFor(() => expect(container.ownerDocument.documentElement).toHaveAttribute('lang', 'it'));
  });

  it('keeps the browser\'s language for an account that names one the back office does not speak', async () => {
    useAdminLanguage.setState({ language: 'it' });
    fakeApi({ 'GET /api/admin/user': () => ({ username: 'marina', isAdmin: true, language: 'de' }) });
    renderGuardedTours();
    expect(await screen.findByText('Tours screen')).toBeInTheDocument();
    expect(useAdminLanguage.getState().language).toBe('it');
  });
});
