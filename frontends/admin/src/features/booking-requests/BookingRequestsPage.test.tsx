import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, pageOf, Reply, type ApiRequest } from '../../testing/fake-api';
import { aBookingRequest, many } from '../../testing/fixtures';
import { button, choose, findButton, findDialog } from '../../testing/choose';
import { useAdminLanguage } from '../../i18n/admin-language';
import BookingRequestsPage from './BookingRequestsPage';

const render = () => renderAdmin(<BookingRequestsPage />, { path: '/admin/booking-requests', route: '/admin/booking-requests' });
const requests = many(13, (i) => aBookingRequest({ id: `request-${i}`, customer_name: `Traveller ${i}`, status: i <= 3 ? 'confirmed' : 'pending' }));
const requestsApi = {
  'GET /api/admin/booking-requests': ({ query }: ApiRequest) => {
    const page = Number(query.get('page') ?? 1);
    const status = query.get('status') ?? 'all';
    const hits = requests.filter((r) => status === 'all' || r.status === status);
    return pageOf(hits.slice((page - 1) * 10, page * 10), { page, total: hits.length });
  },
};

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.localStorage.clear();
  useAdminLanguage.setState({ language: 'en' });
});

describe('admin booking requests list', () => {
  it("shows 10 per page with 'Showing X to Y of Z requests', Previous and Next disabled at the ends", async () => {
    const api = fakeApi(requestsApi);
    render();
    expect(await screen.findByText('Showing 1 to 10 of 13 requests')).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    await userEvent.click(button('Next'));
    expect(await screen.findByText('Showing 11 to 13 of 13 requests')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
    expect(api.sent('GET', '/api/admin/booking-requests').map((r) => r.query.get('limit'))).toEqual(['10', '10']);
  });

  it('shows customer name and email, date, people and status of each request', async () => {
    fakeApi({ 'GET /api/admin/booking-requests': () => pageOf([aBookingRequest()]) });
    render();
    const row = (await screen.findByText('Giulia Rossi')).closest('tr')!;
    for (const text of ['giulia@example.com', '2027-06-15', '2', 'pending']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 requests')).toBeInTheDocument();
    expect(screen.queryByText('Next')).not.toBeInTheDocument();
  });

  it('filters by status on the server and goes back to page 1', async () => {
    const api = fakeApi(requestsApi);
    render();
    await userEvent.click(await findButton('Next'));
    await screen.findByText('Showing 11 to 13 of 13 requests');
    await choose('Filter by status', 'Confirmed');
    expect(await screen.findByText('Showing 1 to 3 of 3 requests')).toBeInTheDocument();
    expect(api.sent('GET', '/api/admin/booking-requests').at(-1)!.query.get('status')).toBe('confirmed');
    expect(api.sent('GET', '/api/admin/booking-requests').at(-1)!.query.get('page')).toBe('1');
  });

  it('offers Export CSV as a download of the list with its current filters', async () => {
    fakeApi(requestsApi);
    render();
    await screen.findByText('Showing 1 to 10 of 13 requests');
    const link = screen.getByRole('link', { name: /Export CSV/ });
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('href', '/api/admin/exports/booking-requests.csv?status=all');
    await choose('Filter by status', 'Confirmed');
    await screen.findByText('Showing 1 to 3 of 3 requests');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/admin/exports/booking-requests.csv?status=confirmed');
  });

  it("shows 'No booking requests yet', or 'No cancelled booking requests' under a status", async () => {
    fakeApi(requestsApi);
    render();
    await screen.findByText('Showing 1 to 10 of 13 requests');
    await choose('Filter by status', 'Cancelled');
    expect(await screen.findByText('No cancelled booking requests')).toBeInTheDocument();
    fakeApi({ 'GET /api/admin/booking-requests': () => pageOf([]) });
    render();
    expect(await screen.findByText('No booking requests yet')).toBeInTheDocument();
  });

  it("asks before deleting a request, then toasts 'Booking request deleted' or 'Delete failed'", async () => {
    let refuse = false;
    fakeApi({ ...requestsApi, 'DELETE /api/admin/booking-requests/*': () => (refuse ? new Reply(500, 'Server down') : new Reply(204)) });
    render();
    await userEvent.click(await screen.findByLabelText('Delete the request from Traveller 2'));
    const dialog = await findDialog('Delete Booking Request');
    expect(within(dialog).getByText('Are you sure you want to delete the booking request from "Traveller 2"? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Booking request deleted')).toBeInTheDocument();
    expect(screen.getByText('Booking request has been successfully deleted.')).toBeInTheDocument();
    refuse = true;
    await userEvent.click(screen.getByLabelText('Delete the request from Traveller 4'));
    await userEvent.click(within(await findDialog('Delete Booking Request')).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^500: /)).toBeInTheDocument());
  });
});

describe('the booking workflow in the back office', () => {
  it('filters by stage and by who decided on the server, back on page 1', async () => {
    const api = fakeApi(requestsApi);
    render();
    await userEvent.click(await findButton('Next'));
    await screen.findByText('Showing 11 to 13 of 13 requests');
    await choose('Filter by stage', 'Awaiting the provider');
    await waitFor(() => expect(api.sent('GET', '/api/admin/booking-requests').at(-1)!.query.get('stage')).toBe('awaiting-provider'));
    expect(api.sent('GET', '/api/admin/booking-requests').at(-1)!.query.get('page')).toBe('1');
    await choose('Filter by who decided', 'Decided by expiry');
    await waitFor(() => expect(api.sent('GET', '/api/admin/booking-requests').at(-1)!.query.get('decided_by')).toBe('expiry'));
    expect(api.sent('GET', '/api/admin/booking-requests').at(-1)!.query.get('stage')).toBe('awaiting-provider');
    // The spec's call without the new filters is unchanged.
    expect(api.sent('GET', '/api/admin/booking-requests')[0]!.query.has('stage')).toBe(false);
  });

  it('shows the timeline in the details: who did what, when, in Rome time', async () => {
    fakeApi({
      'GET /api/admin/booking-requests': () => pageOf([aBookingRequest({ id: 'request-1', customer_name: 'Giulia Rossi' })]),
      'GET /api/admin/booking-requests/request-1/timeline': () => ({
        respond_by: '2026-10-25T17:00:00.000Z',
        decided_by: 'provider',
        decided_by_username: null,
        decided_at: '2026-10-24T12:03:00.000Z',
        decision_reason: 'The boat is in for repairs',
        proposed_date: null,
        proposal_note: null,
        entries: [
          { at: '2026-10-24T08:00:00.000Z', kind: 'submitted', actor: 'traveller', detail: null },
          { at: '2026-10-24T08:00:01.000Z', kind: 'email-sent', actor: null, detail: 'request to the provider to captain@example.com' },
          { at: '2026-10-24T12:00:00.000Z', kind: 'link-opened', actor: 'provider', detail: 'provider opened the page' },
          { at: '2026-10-24T12:03:00.000Z', kind: 'status-changed', actor: 'provider', detail: 'pending → cancelled: The boat is in for repairs' },
        ],
      }),
    });
    render();
    await userEvent.click(await screen.findByLabelText('View details of the request from Giulia Rossi'));
    const dialog = await findDialog('Booking Request Details');
    expect(await within(dialog).findByText('Request submitted by the traveller')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Sat 24 Oct 2026, 10:00 (Rome time)')).toHaveLength(2);
    expect(within(dialog).getByText('Email sent: request to the provider to captain@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Provider opened the page')).toBeInTheDocument();
    expect(within(dialog).getByText('Cancelled by provider (The boat is in for repairs)')).toBeInTheDocument();
    expect(within(dialog).getByText('Provider, Sat 24 Oct 2026, 14:03 (Rome time)')).toBeInTheDocument();
    // After the end of summer time: 17:00 UTC is 18:00 in Rome.
    expect(within(dialog).getByText('Sun 25 Oct 2026, 18:00 (Rome time)')).toBeInTheDocument();
  });

  it('says on the timeline when the mail server refused an email for good and when an acknowledgement was held back', async () => {
    fakeApi({
      'GET /api/admin/booking-requests': () => pageOf([aBookingRequest({ id: 'request-2', customer_name: 'Marco Neri' })]),
      'GET /api/admin/booking-requests/request-2/timeline': () => ({
        respond_by: null,
        decided_by: null,
        decided_by_username: null,
        decided_at: null,
        decision_reason: null,
        proposed_date: null,
        proposal_note: null,
        entries: [
          { at: '2026-10-24T08:00:00.000Z', kind: 'submitted', actor: 'traveller', detail: null },
          { at: '2026-10-24T08:00:01.000Z', kind: 'email-refused', actor: null, detail: 'acknowledgement to the traveller to marco@example.com refused by the mail server: 550 No such user here' },
          { at: '2026-10-24T08:00:02.000Z', kind: 'email-skipped', actor: null, detail: 'acknowledgement to the traveller not sent: 5 already went to marco@example.com in the past hour' },
        ],
      }),
    });
    render();
    await userEvent.click(await screen.findByLabelText('View details of the request from Marco Neri'));
    const dialog = await findDialog('Booking Request Details');
    expect(await within(dialog).findByText('Email not delivered: acknowledgement to the traveller to marco@example.com refused by the mail server: 550 No such user here')).toBeInTheDocument();
    expect(within(dialog).getByText('Email held back: acknowledgement to the traveller not sent: 5 already went to marco@example.com in the past hour')).toBeInTheDocument();
  });
});

// docs/spec-deviations.md#booking-decisions-told-apart, docs/spec-deviations.md#status-change-confirmation
describe('deciding in the back office', () => {
  const decided = [
    aBookingRequest({ id: 'r-1', customer_name: 'Declined Dora', status: 'cancelled', decided_by: 'provider' }),
    aBookingRequest({ id: 'r-2', customer_name: 'Expired Enzo', status: 'cancelled', decided_by: 'expiry' }),
    aBookingRequest({ id: 'r-3', customer_name: 'Withdrawn Wanda', status: 'cancelled', decided_by: 'traveller' }),
    aBookingRequest({ id: 'r-4', customer_name: 'Staff Stella', status: 'cancelled', decided_by: 'admin', decided_by_username: 'marta' }),
    aBookingRequest({ id: 'r-5', customer_name: 'Confirmed Carlo', status: 'confirmed', decided_by: 'provider' }),
  ];

  it('tells declined, expired, withdrawn and staff-cancelled requests apart in the list and the details', async () => {
    fakeApi({ 'GET /api/admin/booking-requests': () => pageOf(decided), 'GET /api/admin/booking-requests/*': () => new Reply(404, 'Not here') });
    render();
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    const expected: Array<[string, string, string]> = [
      ['Declined Dora', 'cancelled', 'Declined by the provider'],
      ['Expired Enzo', 'cancelled', 'Expired: no answer in time'],
      ['Withdrawn Wanda', 'cancelled', 'Withdrawn by the traveller'],
      ['Staff Stella', 'cancelled', 'Cancelled by staff (marta)'],
      ['Confirmed Carlo', 'confirmed', 'Confirmed by the provider'],
    ];
    for (const [name, status, decision] of expected) {
      const row = await rowOf(name);
      expect(within(row).getByText(status)).toBeInTheDocument();
      expect(within(row).getByText(decision)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByLabelText('View details of the request from Withdrawn Wanda'));
    const dialog = await findDialog('Booking Request Details');
    expect(within(dialog).getByText('Withdrawn by the traveller')).toBeInTheDocument();
  });

  it('asks before changing a status, naming the traveller and the provider who will be emailed, and changes nothing when kept', async () => {
    const api = fakeApi({
      'GET /api/admin/booking-requests': () => pageOf([aBookingRequest()]),
      'GET /api/admin/booking-requests/*': () => new Reply(404, 'Not here'),
      'PUT /api/admin/booking-requests/*': () => aBookingRequest({ status: 'confirmed', decided_by: 'admin', decided_by_username: 'admin' }),
    });
    render();
    await userEvent.click(await screen.findByLabelText('View details of the request from Giulia Rossi'));
    await findDialog('Booking Request Details');
    await choose('Change status', 'Confirmed');
    const ask = await findDialog('Change the status to Confirmed?');
    expect(within(ask).getByText('The request from Giulia Rossi for Capri by private boat on 2027-06-15 becomes confirmed.')).toBeInTheDocument();
    expect(within(ask).getByText('The traveller, Giulia Rossi (giulia@example.com)')).toBeInTheDocument();
    expect(within(ask).getByText('The provider, Sorrento Boats (bookings@sorrentoboats.example.com, skipper@sorrentoboats.example.com)')).toBeInTheDocument();
    await userEvent.click(within(ask).getByText('Keep it as it is').closest('button')!);
    await waitFor(() => expect(screen.queryByText('Change the status to Confirmed?')).not.toBeInTheDocument());
    expect(api.sent('PUT', '/api/admin/booking-requests/request-1')).toHaveLength(0);

    await choose('Change status', 'Confirmed');
    await userEvent.click(within(await findDialog('Change the status to Confirmed?')).getByText('Set Confirmed').closest('button')!);
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/booking-requests/request-1').map((r) => r.body)).toEqual([{ status: 'confirmed' }]);
  });

  it('says that a move back to pending emails nobody, and names the bookings inbox for a provider without an address', async () => {
    fakeApi({
      'GET /api/admin/booking-requests': () =>
        pageOf([aBookingRequest({ status: 'confirmed', decided_by: 'admin', decided_by_username: 'admin', tour: { ...aBookingRequest().tour!, provider_emails: [] } })]),
      'GET /api/admin/booking-requests/*': () => new Reply(404, 'Not here'),
    });
    render();
    await userEvent.click(await screen.findByLabelText('View details of the request from Giulia Rossi'));
    await findDialog('Booking Request Details');
    await choose('Change status', 'Pending');
    expect(within(await findDialog('Change the status to Pending?')).getByText('Nobody is emailed when a request goes back to pending.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Keep it as it is').closest('button')!);
    await waitFor(() => expect(screen.queryByText('Change the status to Pending?')).not.toBeInTheDocument());
    await choose('Change status', 'Cancelled');
    expect(
      within(await findDialog('Change the status to Cancelled?')).getByText('The bookings inbox, as the provider has no booking address in the directory'),
    ).toBeInTheDocument();
  });
});

describe('finding a request by its reference', () => {
  // A reference as the emails show it: 'CST-' and seven characters, the last its check character.
  const request = aBookingRequest({ id: 'request-ref', reference: 'CST-01562VK', customer_name: 'Ottavia Neri' });

  it('shows each request\'s reference in the list and in its details', async () => {
    fakeApi({ 'GET /api/admin/booking-requests': () => pageOf([request]), 'GET /api/admin/booking-requests/*/timeline': () => ({ respond_by: null, decided_by: null, decided_by_username: null, decided_at: null, decision_reason: null, proposed_date: null, proposal_note: null, entries: [] }) });
    render();
    const row = (await screen.findByText('Ottavia Neri')).closest('tr')!;
    expect(within(row).getByText('CST-01562VK')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('View details of the request from Ottavia Neri'));
    const dialog = await findDialog('Booking Request Details');
    expect(within(dialog).getByText('CST-01562VK')).toBeInTheDocument();
  });

  it('sends what was typed as the search, and says a reference has a typo without asking the server', async () => {
    const api = fakeApi({ 'GET /api/admin/booking-requests': ({ query }: ApiRequest) => pageOf(query.get('search') ? [request] : requests.slice(0, 10), { total: query.get('search') ? 1 : 13 }) });
    render();
    await screen.findByText('Showing 1 to 10 of 13 requests');
    const search = screen.getByLabelText('Search by name, email or reference');
    await userEvent.type(search, 'cst oi5 g2u k');
    expect(await screen.findByText('Showing 1 to 1 of 1 requests')).toBeInTheDocument();
    expect(api.sent('GET', '/api/admin/booking-requests').at(-1)!.query.get('search')).toBe('cst oi5 g2u k');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const asked = api.sent('GET', '/api/admin/booking-requests').length;
    await userEvent.clear(search);
    await userEvent.type(search, 'CST-01562VH');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reference has a typo: one of its characters is wrong or missing. Check it against the email.');
    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('GET', '/api/admin/booking-requests').map((r) => r.query.get('search')).slice(asked)).not.toContain('CST-01562VH');
  });
});

describe('the booking requests in Italian', () => {
  beforeEach(() => useAdminLanguage.setState({ language: 'it' }));

  it('tells a mistyped reference in Italian', async () => {
    fakeApi(requestsApi);
    render();
    await screen.findByText('Richieste da 1 a 10 di 13');
    await userEvent.type(screen.getByLabelText('Cerca per nome, email o riferimento'), 'CST-01562VH');
    expect(await screen.findByRole('alert')).toHaveTextContent('Questo riferimento contiene un errore di battitura: un carattere è sbagliato o manca. Confrontalo con l’email.');
  });

  it('names the list, its count, statuses and decisions in Italian', async () => {
    fakeApi({ ...requestsApi, 'GET /api/admin/booking-requests': () => pageOf([aBookingRequest(), aBookingRequest({ id: 'r-2', customer_name: 'Marta Bianchi', status: 'cancelled', decided_by: 'expiry' })], { total: 13 }) });
    render();
    expect(await screen.findByRole('heading', { name: 'Richieste di prenotazione' })).toBeInTheDocument();
    expect(await screen.findByText('Richieste da 1 a 10 di 13')).toBeInTheDocument();
    expect(button('Successiva')).toBeEnabled();
    expect(screen.getByText('Pagina 1 di 2')).toBeInTheDocument();
    const declined = screen.getByText('Marta Bianchi').closest('tr')!;
    expect(within(declined).getByText('annullata')).toBeInTheDocument();
    expect(within(declined).getByText('Scaduta: nessuna risposta in tempo')).toBeInTheDocument();
    expect(within(screen.getByText('Giulia Rossi').closest('tr')!).getByText('in attesa')).toBeInTheDocument();
    expect(screen.getByLabelText('Vedi i dettagli della richiesta di Giulia Rossi')).toBeInTheDocument();
  });

  it("says there are none under a status in Italian", async () => {
    fakeApi(requestsApi);
    render();
    await screen.findByText('Richieste da 1 a 10 di 13');
    await choose('Filtra per stato', 'Annullata');
    expect(await screen.findByText('Nessuna richiesta di prenotazione annullata')).toBeInTheDocument();
  });

  it('shows the details with an Italian price and the timeline on the Rome clock in Italian', async () => {
    fakeApi({
      'GET /api/admin/booking-requests': () =>
        pageOf([aBookingRequest({ id: 'request-1', language: 'it', tour: { ...aBookingRequest().tour!, price_from: '1234.50' } })]),
      'GET /api/admin/booking-requests/request-1/timeline': () => ({
        respond_by: '2026-10-25T17:00:00.000Z',
        decided_by: 'provider',
        decided_by_username: null,
        decided_at: '2026-10-24T12:03:00.000Z',
        decision_reason: null,
        proposed_date: null,
        proposal_note: null,
        entries: [
          { at: '2026-10-24T08:00:00.000Z', kind: 'submitted', actor: 'traveller', detail: null },
          { at: '2026-10-24T12:03:00.000Z', kind: 'status-changed', actor: 'provider', detail: 'pending → cancelled: La barca è in riparazione' },
        ],
      }),
    });
    render();
    await userEvent.click(await screen.findByLabelText('Vedi i dettagli della richiesta di Giulia Rossi'));
    const dialog = await findDialog('Dettagli della richiesta di prenotazione');
    expect(within(dialog).getByText('Da € 1.234,50 · max 8 persone')).toBeInTheDocument();
    expect(within(dialog).getByText('italiano (it)')).toBeInTheDocument();
    expect(await within(dialog).findByText('Richiesta inviata dal viaggiatore')).toBeInTheDocument();
    expect(within(dialog).getByText('Annullata dal fornitore (La barca è in riparazione)')).toBeInTheDocument();
    expect(within(dialog).getByText('Fornitore, sab 24 ott 2026, 14:03 (ora di Roma)')).toBeInTheDocument();
    // After the end of summer time: 17:00 UTC is 18:00 in Rome.
    expect(within(dialog).getByText('dom 25 ott 2026, 18:00 (ora di Roma)')).toBeInTheDocument();
  });

  it('asks before a change of status in Italian, naming who will be emailed', async () => {
    fakeApi({ 'GET /api/admin/booking-requests': () => pageOf([aBookingRequest()]), 'GET /api/admin/booking-requests/*': () => new Reply(404, 'Not here') });
    render();
    await userEvent.click(await screen.findByLabelText('Vedi i dettagli della richiesta di Giulia Rossi'));
    await findDialog('Dettagli della richiesta di prenotazione');
    await choose('Cambia stato', 'Confermata');
    const ask = await findDialog('Cambiare lo stato in «Confermata»?');
    expect(within(ask).getByText('La richiesta di Giulia Rossi per Capri by private boat del 2027-06-15 diventa confermata.')).toBeInTheDocument();
    expect(within(ask).getByText('Il viaggiatore, Giulia Rossi (giulia@example.com)')).toBeInTheDocument();
    expect(within(ask).getByText('Imposta «Confermata»')).toBeInTheDocument();
  });
});

// docs/spec-deviations.md#erased-personal-data
describe('a request whose personal data was erased', () => {
  // Erased at 22:30 UTC on 15 June: already 16 June on the venue's calendar.
  const erased = aBookingRequest({
    id: 'request-erased',
    reference: 'CST-01562VK',
    customer_name: '',
    customer_email: '',
    customer_phone: null,
    message: null,
    status: 'confirmed',
    decided_by: 'admin',
    decided_by_username: 'marta',
    personal_data_erased_at: '2027-06-15T22:30:01.000Z',
  });
  const kept = aBookingRequest({ id: 'request-kept', customer_name: 'Giulia Rossi', customer_phone: '+39 081 555 0101', message: 'Vegetarian lunch' });
  const noTimeline = { respond_by: null, decided_by: null, decided_by_username: null, decided_at: null, decision_reason: null, proposed_date: null, proposal_note: null, entries: [] };
  const erasedApi = {
    'GET /api/admin/booking-requests': () => pageOf([erased, kept]),
    'GET /api/admin/booking-requests/*/timeline': () => noTimeline,
    'GET /api/admin/activity/items/request-erased': () => ({
      data: [
        {
          id: 'audit:7',
          at: '2027-06-15T22:30:01.000Z',
          actor: { id: null, name: 'system' },
          address: null,
          kind: 'booking-request',
          item_id: 'request-erased',
          item_label: 'CST-01562VK',
          action: 'erase-on-request',
          changes: [{ field: 'customer_name', before: 'erased', after: null }],
        },
      ],
    }),
    'GET /api/admin/activity/items/*': () => ({ data: [] }),
  };

  it('says so in the list in place of the name and email, with the day it was erased in a tooltip', async () => {
    fakeApi(erasedApi);
    render();
    const row = (await screen.findByText('CST-01562VK')).closest('tr')!;
    const notice = within(row).getByText('Personal data erased');
    expect(within(row).getByText('confirmed')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed by staff (marta)')).toBeInTheDocument();
    await userEvent.hover(notice);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Erased on 16 Jun 2027');
    // The request beside it still shows its traveller.
    const other = screen.getByText('Giulia Rossi').closest('tr')!;
    expect(within(other).getByText('giulia@example.com')).toBeInTheDocument();
    expect(within(other).queryByText('Personal data erased')).not.toBeInTheDocument();
    // Its buttons name it by its reference, as it has no name.
    expect(screen.getByLabelText('View details of request CST-01562VK')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Delete request CST-01562VK'));
    const ask = await findDialog('Delete Booking Request');
    expect(within(ask).getByText('Are you sure you want to delete booking request CST-01562VK? This action cannot be undone.')).toBeInTheDocument();
  });

  it('says in the details when it was erased, with no empty name, email or message, and the history says why', async () => {
    fakeApi(erasedApi);
    render();
    await userEvent.click(await screen.findByLabelText('View details of request CST-01562VK'));
    const dialog = await findDialog('Booking Request Details');
    expect(within(dialog).getByText('Personal data erased on 16 Jun 2027')).toBeInTheDocument();
    for (const label of ['Customer name', 'Email', 'Phone', 'Customer message']) expect(within(dialog).queryByText(label)).not.toBeInTheDocument();
    expect(within(dialog).getByText('CST-01562VK', { selector: 'strong' })).toBeInTheDocument();
    expect(within(dialog).getByText('Capri by private boat')).toBeInTheDocument();
    expect(await within(dialog).findByText("Personal data erased at the traveller's request")).toBeInTheDocument();
  });

  it('shows the traveller of a request not erased as before', async () => {
    fakeApi(erasedApi);
    render();
    await userEvent.click(await screen.findByLabelText('View details of the request from Giulia Rossi'));
    const dialog = await findDialog('Booking Request Details');
    for (const text of ['Customer name', 'Giulia Rossi', 'giulia@example.com', '+39 081 555 0101', 'Vegetarian lunch']) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Personal data erased on/)).not.toBeInTheDocument();
  });

  it('asks before a change of status naming it by its reference, and emails only the provider', async () => {
    fakeApi(erasedApi);
    render();
    await userEvent.click(await screen.findByLabelText('View details of request CST-01562VK'));
    await findDialog('Booking Request Details');
    await choose('Change status', 'Cancelled');
    const ask = await findDialog('Change the status to Cancelled?');
    expect(within(ask).getByText('Request CST-01562VK for Capri by private boat on 2027-06-15 becomes cancelled.')).toBeInTheDocument();
    expect(within(ask).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['The provider, Sorrento Boats (bookings@sorrentoboats.example.com, skipper@sorrentoboats.example.com)']);
    expect(within(ask).getByText('The traveller is not emailed: their personal data was erased.')).toBeInTheDocument();
  });

  it('says so in Italian', async () => {
    useAdminLanguage.setState({ language: 'it' });
    fakeApi(erasedApi);
    render();
    const row = (await screen.findByText('CST-01562VK')).closest('tr')!;
    await userEvent.hover(within(row).getByText('Dati personali cancellati'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Cancellati il 16 giu 2027');
    await userEvent.click(screen.getByLabelText('Vedi i dettagli della richiesta CST-01562VK'));
    const dialog = await findDialog('Dettagli della richiesta di prenotazione');
    expect(within(dialog).getByText('Dati personali cancellati il 16 giu 2027')).toBeInTheDocument();
    expect(await within(dialog).findByText('Dati personali cancellati su richiesta del viaggiatore')).toBeInTheDocument();
    await choose('Cambia stato', 'Annullata');
    const ask = await findDialog('Cambiare lo stato in «Annullata»?');
    expect(within(ask).getByText('La richiesta CST-01562VK per Capri by private boat del 2027-06-15 diventa annullata.')).toBeInTheDocument();
    expect(within(ask).getByText('Il viaggiatore non riceve email: i suoi dati personali sono stati cancellati.')).toBeInTheDocument();
  });
});
