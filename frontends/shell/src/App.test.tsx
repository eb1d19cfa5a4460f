import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { App, remoteFor } from './App';
import type { RemoteLoader } from './remotes/RemoteApp';
import type { RemoteName } from './remotes/manifest';

jest.mock('./remotes/federation', () => ({ loadRemoteApp: jest.fn() }));

const remote = (name: string): ComponentType => () => <p>{name} remote</p>;

function visit(path: string, load: RemoteLoader) {
  window.history.pushState({}, '', path);
  return render(<App load={load} />);
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('shell routes', () => {
  it('loads the public remote for every path outside /admin', async () => {
    const load = jest.fn(async (name: RemoteName) => remote(name));
    visit('/tours/123', load);
    expect(await screen.findByText('public_app remote')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('public_app', false);
    expect(load).not.toHaveBeenCalledWith('admin_app', expect.anything());
  });

  it('loads the admin remote for /admin/*', async () => {
    const load = jest.fn(async (name: RemoteName) => remote(name));
    visit('/admin/dashboard', load);
    expect(await screen.findByText('admin_app remote')).toBeInTheDocument();
  });

  it('gives /admin and every path under it to the admin remote, and nothing else', () => {
    expect(['/admin', '/admin/', '/admin/tours/7/edit'].map(remoteFor)).toEqual(['admin_app', 'admin_app', 'admin_app']);
    expect(['/', '/administration', '/tours/admin', '/articles/admin-news'].map(remoteFor)).toEqual(['public_app', 'public_app', 'public_app', 'public_app']);
  });

  it("shows an error with 'Try again' when a remote fails, and loads it anew on retry", async () => {
    const load = jest
      .fn<Promise<ComponentType>, [RemoteName, boolean]>()
      .mockRejectedValueOnce(new Error('remoteEntry.js: 503'))
      .mockImplementation(async (name) => remote(name));
    visit('/', load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('public_app remote')).toBeInTheDocument();
    // The second attempt asks for a fresh registration of the failed remote.
    expect(load).toHaveBeenLastCalledWith('public_app', true);
  });

  it('says so in the words of the page the server rendered, in its language', async () => {
    const load = jest.fn<Promise<ComponentType>, [RemoteName, boolean]>().mockRejectedValue(new Error('remoteEntry.js: 503'));
    window.history.pushState({}, '', '/it/');
    const failureTexts = { title: 'Qualcosa è andato storto', text: 'Non siamo riusciti a caricare questa pagina.', retry: 'Riprova' };
    render(<App load={load} serverState={{ siteUrl: 'http://localhost', queries: [], formPost: null, failureTexts }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Qualcosa è andato stortoNon siamo riusciti a caricare questa pagina.');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
