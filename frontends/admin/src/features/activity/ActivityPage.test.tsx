import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi } from '../../testing/fake-api';
import { choose } from '../../testing/choose';
import { useAdminLanguage } from '../../i18n/admin-language';
import ActivityPage from './ActivityPage';

const PRICE_CHANGE = {
  id: 'audit:12',
  at: '2026-05-01T09:15:00.000Z',
  actor: { id: 'u-1', name: 'admin' },
  address: '203.0.113.7',
  kind: 'tour',
  item_id: 't-1',
  item_label: 'Capri by Boat',
  action: 'update',
  changes: [
    { field: 'description', diff: '@@ -1,1 +1,2 @@\n A day at sea.\n+Lunch on board.' },
    { field: 'price_from', before: '950.00', after: '990.00' },
  ],
};
const DECISION = {
  id: 'timeline:4',
  at: '2026-05-01T09:10:00.000Z',
  actor: { id: null, name: 'provider' },
  address: null,
  kind: 'booking-request',
  item_id: 'b-1',
  item_label: 'Ada Rossi',
  action: 'decided',
  changes: [{ field: 'status', before: null, after: 'pending → confirmed' }],
};
const page = (data: unknown[], total = data.length) => ({ data, pagination: { page: 1, limit: 20, total, pages: Math.ceil(total / 20) } });

const api = () =>
  fakeApi({
    'GET /api/admin/activity/people': () => ({ data: ['admin', 'provider', 'traveller'] }),
    'GET /api/admin/activity': (request) => page([PRICE_CHANGE, DECISION].filter((e) => !request.query.get('kind') || e.kind === request.query.get('kind'))),
  });
const render = () => renderAdmin(<ActivityPage />, { path: '/admin/activity', route: '/admin/activity' });

beforeEach(() => {
  window.localStorage.clear();
  useAdminLanguage.setState({ language: 'en' });
});

describe('the Activity page', () => {
  it('lists entries newest first and opens one to its changes, a long text as a diff', async () => {
    api();
    render();
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    const row = (await screen.findByText('Capri by Boat')).closest('tr')!;
    for (const text of ['admin', 'Updated', 'Tour', '203.0.113.7']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('The provider')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    fireEvent.click(row);
    const changes = await screen.findByTestId('activity-changes');
    expect(within(changes).getByText('+Lunch on board.')).toBeInTheDocument();
    expect(changes).toHaveTextContent('price_from: 950.00 → 990.00');
  });

  it('asks for the chosen kind of item and offers the filtered export', async () => {
    const fake = api();
    render();
    await screen.findByText('Ada Rossi');
    await choose('Kind of item', 'Tour');
    await waitFor(() => expect(screen.queryByText('Ada Rossi')).not.toBeInTheDocument());
    expect(screen.getByText('Capri by Boat')).toBeInTheDocument();
    expect(fake.sent('GET', '/api/admin/activity').at(-1)!.query.get('kind')).toBe('tour');
    expect(screen.getByText('Export CSV').closest('a')).toHaveAttribute('href', '/api/admin/exports/activity.csv?kind=tour');
  });

  it('reads in Italian', async () => {
    useAdminLanguage.setState({ language: 'it' });
    api();
    render();
    expect(await screen.findByRole('heading', { name: 'Attività' })).toBeInTheDocument();
    expect(await screen.findByText('Modificato')).toBeInTheDocument();
    expect(screen.getByText('Il fornitore')).toBeInTheDocument();
    expect(screen.getByText('Richiesta di prenotazione')).toBeInTheDocument();
  });
});
