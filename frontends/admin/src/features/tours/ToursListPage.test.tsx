import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, pageOf, Reply } from '../../testing/fake-api';
import { aCategory, aTour, many } from '../../testing/fixtures';
import { button, choose, findButton, findDialog } from '../../testing/choose';
import ToursListPage from './ToursListPage';
import { useAdminLanguage } from '../../i18n/admin-language';

const render = () => renderAdmin(<ToursListPage />, { path: '/admin/tours', route: '/admin/tours' });
const tours = many(25, (i) => aTour({ id: `tour-${i}`, title: `Tour ${i}` }));
/** The tours endpoint over `tours`, paged and searched like the server. */
const toursApi = () => ({
  'GET /api/admin/tours': ({ query }: { query: URLSearchParams }) => {
    const page = Number(query.get('page') ?? 1);
    const hits = tours.filter((t) => t.title.includes(query.get('search') ?? ''));
    return pageOf(hits.slice((page - 1) * 10, page * 10), { page, total: hits.length });
  },
  'GET /api/admin/categories': () => ({ data: [aCategory()] }),
});

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  useAdminLanguage.setState({ language: 'en' });
});

describe('admin tours list', () => {
  it('tags each tour with the languages its translation is missing or stale in, said in full to a screen reader', async () => {
    fakeApi({
      'GET /api/admin/tours': () => pageOf([aTour({ id: 'a', title: 'Untranslated' }), aTour({ id: 'b', title: 'Outdated', translations: { it: 'stale' } }), aTour({ id: 'c', title: 'Translated', translations: { it: 'current' } })]),
    });
    render();
    const row = async (title: string) => (await screen.findByText(title)).closest('tr')!;
    expect(within(await row('Untranslated')).getByText('IT missing')).toBeInTheDocument();
    expect(within(await row('Untranslated')).getByText('Italian translation missing')).toBeInTheDocument();
    expect(within(await row('Outdated')).getByText('IT stale')).toBeInTheDocument();
    expect(within(await row('Outdated')).getByText('Italian translation stale: the English text changed after it')).toBeInTheDocument();
    expect(within(await row('Translated')).getByText('IT current')).toBeInTheDocument();
    expect(within(await row('Translated')).queryByText(/missing|stale/)).not.toBeInTheDocument();
  });

  it("shows 'Showing X to Y of N tours' and 'Page P of N', Previous disabled on the first page", async () => {
    fakeApi(toursApi());
    render();
    expect(await screen.findByText('Showing 1 to 10 of 25 tours')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
  });

  it('moves with Next to the last page, where Next is disabled', async () => {
    const api = fakeApi(toursApi());
    render();
    await userEvent.click(await findButton('Next'));
    await userEvent.click(await findButton('Next'));
    expect(await screen.findByText('Showing 21 to 25 of 25 tours')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
    expect(button('Previous')).toBeEnabled();
    expect(api.sent('GET', '/api/admin/tours').map((r) => r.query.get('limit'))).toEqual(['10', '10', '10']);
  });

  it('hides Previous and Next when one page holds every tour', async () => {
    fakeApi({ 'GET /api/admin/tours': () => pageOf([aTour()]) });
    render();
    expect(await screen.findByText('Showing 1 to 1 of 1 tours')).toBeInTheDocument();
    expect(screen.queryByText('Next')).not.toBeInTheDocument();
    expect(screen.queryByText('Previous')).not.toBeInTheDocument();
  });

  it('shows each column: title and short description, category, location, price, capacity, rating with review count, created', async () => {
    fakeApi({ 'GET /api/admin/tours': () => pageOf([aTour({ created_at: 'not a date' })]) });
    render();
    const row = (await screen.findByText('Capri by private boat')).closest('tr')!;
    for (const text of ['Blue Grotto and Faraglioni', 'Private boat tour', 'Sorrento', '8', '4.9/5 (120)', 'Recently']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText(/950/)).toBeInTheDocument();
    expect(within(row).getByLabelText('View Capri by private boat on the site')).toHaveAttribute('href', '/tours/tour-1');
    expect(within(row).getByLabelText('View Capri by private boat on the site')).toHaveAttribute('target', '_blank');
    expect(within(row).getByLabelText('Edit Capri by private boat')).toHaveAttribute('href', '/admin/tours/tour-1/edit');
  });

  it('sends the search, category and location filters to the server', async () => {
    const api = fakeApi(toursApi());
    render();
    await screen.findByText('Showing 1 to 10 of 25 tours');
    await userEvent.type(screen.getByLabelText('Search tours'), 'Tour 2');
    await choose('Filter by category', 'Private boat tour');
    await userEvent.type(screen.getByLabelText('Filter by location'), 'Capri');
    await waitFor(() => {
      const last = api.sent('GET', '/api/admin/tours').at(-1)!.query;
      expect({ search: last.get('search'), category: last.get('category'), location: last.get('location') }).toEqual({ search: 'Tour 2', category: 'cat-boat', location: 'Capri' });
    });
  });

  it('offers Export CSV as a download of the tours the filters match', async () => {
    fakeApi(toursApi());
    render();
    await screen.findByText('Showing 1 to 10 of 25 tours');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/admin/exports/tours.csv');
    await userEvent.type(screen.getByLabelText('Filter by location'), 'Capri');
    await waitFor(() => expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/admin/exports/tours.csv?location=Capri'));
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('download');
  });

  it('searches the Italian translations too for an admin reading the back office in Italian, and English only for one in English', async () => {
    const api = fakeApi(toursApi());
    render();
    await screen.findByText('Showing 1 to 10 of 25 tours');
    expect(api.sent('GET', '/api/admin/tours').at(-1)!.query.get('lang')).toBeNull();
    act(() => useAdminLanguage.getState().show('it'));
    await waitFor(() => expect(api.sent('GET', '/api/admin/tours').at(-1)!.query.get('lang')).toBe('it'));
  });

  it("returns to page 1 with no filters on 'Clear Filters'", async () => {
    fakeApi(toursApi());
    render();
    await userEvent.type(await screen.findByLabelText('Search tours'), 'Tour 1');
    await screen.findByText('Showing 1 to 10 of 11 tours');
    await userEvent.click(button('Next'));
    await screen.findByText('Showing 11 to 11 of 11 tours');
    await userEvent.click(button('Clear Filters'));
    expect(await screen.findByText('Showing 1 to 10 of 25 tours')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Search tours')).toHaveValue('');
  });

  it("shows 'No tours created yet' with 'Create Your First Tour' when there are none", async () => {
    fakeApi({ 'GET /api/admin/tours': () => pageOf([]) });
    render();
    expect(await screen.findByText('No tours created yet')).toBeInTheDocument();
    expect(screen.getByText('Create Your First Tour').closest('a')).toHaveAttribute('href', '/admin/tours/new');
  });

  it("shows 'No tours found matching your filters' when filters match nothing", async () => {
    fakeApi(toursApi());
    render();
    await screen.findByText('Showing 1 to 10 of 25 tours');
    await userEvent.type(screen.getByLabelText('Search tours'), 'Pompeii');
    expect(await screen.findByText('No tours found matching your filters')).toBeInTheDocument();
    expect(screen.queryByText('Create Your First Tour')).not.toBeInTheDocument();
  });

  it("asks 'Delete Tour' with the spec's wording and toasts 'Tour deleted' after the delete", async () => {
    const api = fakeApi({ ...toursApi(), 'DELETE /api/admin/tours/*': () => new Reply(204) });
    render();
    await userEvent.click(await screen.findByLabelText('Delete Tour 3'));
    const dialog = await findDialog('Delete Tour');
    expect(within(dialog).getByText('Are you sure you want to delete "Tour 3"? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Tour deleted')).toBeInTheDocument();
    expect(screen.getByText('Tour has been successfully deleted.')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/admin/tours/tour-3')).toHaveLength(1);
  });

  it("deletes nothing on Cancel", async () => {
    const api = fakeApi(toursApi());
    render();
    await userEvent.click(await screen.findByLabelText('Delete Tour 3'));
    await userEvent.click(within(await findDialog('Delete Tour')).getByText('Cancel').closest('button')!);
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it("toasts 'Delete failed' with the server's message when the delete is refused", async () => {
    fakeApi({ ...toursApi(), 'DELETE /api/admin/tours/*': () => new Reply(409, { error: 'conflict', message: 'Tour has booking requests' }) });
    render();
    await userEvent.click(await screen.findByLabelText('Delete Tour 3'));
    await userEvent.click(within(await findDialog('Delete Tour')).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('409: Tour has booking requests')).toBeInTheDocument();
  });

  it("marks a tour whose provider is not in the directory 'no provider contact'", async () => {
    fakeApi({ 'GET /api/admin/tours': () => pageOf([aTour(), aTour({ id: 'tour-2', title: 'Vespa day', provider_name: 'Someone new', provider_contact: false })]) });
    render();
    const listed = (await screen.findByText('Capri by private boat')).closest('tr')!;
    const unlisted = screen.getByText('Vespa day').closest('tr')!;
    expect(within(listed).getByText('Sorrento Boats')).toBeInTheDocument();
    expect(within(listed).queryByText('no provider contact')).not.toBeInTheDocument();
    expect(within(unlisted).getByText('Someone new')).toBeInTheDocument();
    expect(within(unlisted).getByText('no provider contact')).toBeInTheDocument();
  });
});
