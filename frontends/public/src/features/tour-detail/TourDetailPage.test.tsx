import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@costiera/kit';
import { mockApi, renderPage } from '../../testing/render-page';
import { TourDetailPage } from './TourDetailPage';

const tour = {
  id: 't1',
  title: 'Capri Boat Tour',
  category: 'private-boat-tour',
  category_name: 'Private Boat Tour',
  rating: '4.8',
  review_count: 120,
  images: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg'],
  description: 'Around the island.',
  short_description: 'Around the island by boat.',
  included: ['Skipper', 'Fuel', 'Snorkelling gear', 'Drinks'],
  not_included: ['Lunch'],
  additional_info: null,
  meeting_point: 'Marina Piccola',
  location: 'Sorrento',
  duration: '8 hours',
  is_private: true,
  free_cancellation: true,
  provider_name: 'Blue Boats',
  provider_rating: '4.9',
  price_from: '650.00',
  currency: 'EUR',
  max_passengers: 6,
  lang: 'en',
  languages: ['en'],
  category_lang: 'en',
  photos: [],
};
const reviews = [1, 2, 3, 4, 5].map((i) => ({ id: `r${i}`, title: `Review ${i}`, rating: 5, date: 'June 2025', content: 'Lovely', authorInitials: 'AB', authorName: 'Anna' }));

/** The API double; the booking POST answers only once `release` is called, so 'Sending...' can be seen. */
let release: () => void = () => {};
const REFUSALS: Record<number, unknown> = {
  400: { error: 'bad_request', message: 'Email address must be a valid email address', details: [{ field: 'customerEmail', message: 'Email address must be a valid email address' }] },
  429: { error: 'too_many_requests', message: 'Too many booking requests from your address: please try again in a minute' },
};
/** The API tells its refusals (422, 429) in the request's language. */
const ITALIAN_REFUSALS: Record<number, unknown> = {
  ...REFUSALS,
  429: { error: 'too_many_requests', message: 'Troppe richieste di prenotazione dalla Sua connessione. Riprovi tra 60 secondi.' },
};
function api(bookingStatus = 201) {
  const answered = new Promise<void>((resolve) => (release = resolve));
  return mockApi({
    '/api/tours/t1': { body: tour },
    '/api/tours/t1/reviews': { body: reviews },
    'POST /api/booking-requests': async (init) => {
      await answered;
      const refusals = (JSON.parse(String(init?.body)) as { language?: string }).language === 'it' ? ITALIAN_REFUSALS : REFUSALS;
      return {
        status: bookingStatus,
        body:
          bookingStatus === 201
            ? { id: 'b1c2d3e4-0000-4000-8000-000000000000', status: 'pending', created_at: '2026-01-01T00:00:00Z', reference: 'CST-7F3KR9R', status_url: 'http://localhost/booking/traveller/t0ken' }
            : refusals[bookingStatus],
      };
    },
  });
}
/** June 2027: the 10th closed, the 11th open, the 12th with three seats left, the 13th sold out, the 14th open. */
const day = (date: string, over: Partial<Record<string, unknown>> = {}) => ({ date, state: 'available', seatsLeft: 10, pastCutoff: false, requestable: true, departures: [], ...over });
const availability = (departures: string[] = []) => ({
  tourId: 't1',
  timeZone: 'Europe/Rome',
  capacity: 10,
  maxPassengers: 6,
  departures,
  nextRequestableDate: '2027-06-11',
  days: [
    day('2027-06-10', { state: 'closed', requestable: false }),
    day('2027-06-11', { departures: departures.map((time) => ({ time, state: 'available', seatsLeft: 10 })) }),
    day('2027-06-12', { state: 'limited', seatsLeft: 3 }),
    day('2027-06-13', { state: 'sold_out', seatsLeft: 0, requestable: false }),
    day('2027-06-14'),
  ],
});
const withDays = (departures: string[] = [], shown: Record<string, unknown> = tour) =>
  mockApi({
    '/api/tours/t1': { body: shown },
    '/api/tours/t1/reviews': { body: reviews },
    '/api/booking-window': { body: { firstDate: '2027-06-10', lastDate: '2028-06-10', timeZone: 'Europe/Rome' } },
    '/api/tours/t1/availability': { body: availability(departures) },
    'POST /api/booking-requests': { status: 201, body: { id: 'b1c2d3e4-0000-4000-8000-000000000000', status: 'pending', created_at: '2026-01-01T00:00:00Z', reference: 'CST-7F3KR9R', status_url: 'http://localhost/booking/traveller/t0ken' } },
  });
const open = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
  // The modal's code loads on the click (on-demand-dialogs.ts).
  return screen.findByRole('dialog', { name: 'Request to book' });
};
const type = (dialog: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const toasts = () => useToastStore.getState().toasts;

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('Tour detail (/tours/{id})', () => {
  it("shows 'Loading tour details...' then the tour", async () => {
    api();
    renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
    expect(screen.getByText('Loading tour details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Capri Boat Tour' })).toBeInTheDocument();
    expect(screen.getByText('Private tour')).toBeInTheDocument();
    expect(screen.getByText('Up to 30 days in advance')).toBeInTheDocument();
    expect(screen.getByText('Service provided by Blue Boats')).toBeInTheDocument();
    expect(document.title).toBe('Capri Boat Tour | Costiera');
  });

  it("shows 'Tour not found' when the tour cannot be loaded", async () => {
    mockApi({});
    renderPage(<TourDetailPage />, { url: '/tours/nope', path: '/tours/:id' });
    expect(await screen.findByText('Tour not found')).toBeInTheDocument();
    expect(screen.getByText("The tour you're looking for doesn't exist.")).toBeInTheDocument();
  });

  // The card's unit on the detail page too, not the spec's 'boat only for boat-tours': docs/spec-deviations.md#price-unit
  it('quotes the price per boat for private boat tours, in the card and the modal alike', async () => {
    api();
    renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
    expect(await screen.findByText('/ boat')).toBeInTheDocument();
    const dialog = await open();
    expect(within(dialog).getByText(/From €650 \/ boat/)).toBeInTheDocument();
  });

  it('quotes the price per person for shared boat tours, in the card and the modal alike', async () => {
    mockApi({
      '/api/tours/t1': { body: { ...tour, category: 'shared-boat-tour', is_private: false, price_from: '110.00' } },
      '/api/tours/t1/reviews': { body: reviews },
    });
    renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
    expect(await screen.findByText('/ person')).toBeInTheDocument();
    const dialog = await open();
    expect(within(dialog).getByText(/From €110 \/ person/)).toBeInTheDocument();
  });

  // 'More reviews' works, where the spec's button has no action: docs/spec-deviations.md#more-reviews
  it('shows the first four reviews and the rest after More reviews', async () => {
    api();
    renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
    expect(await screen.findByText('Review 4')).toBeInTheDocument();
    expect(screen.queryByText('Review 5')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(screen.getByText('Review 5')).toBeInTheDocument();
  });

  it('pre-fills the booking card from the hero search and offers 1 to maxPassengers people', async () => {
    api();
    renderPage(<TourDetailPage />, { url: '/tours/t1?date=2026-07-01&people=3', path: '/tours/:id' });
    const dialog = await open();
    expect(within(dialog).getByLabelText(/Preferred Date/)).toHaveValue('2026-07-01');
    const people = within(dialog).getByLabelText('Number of People');
    expect(people).toHaveValue('3');
    expect(within(people).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  describe('booking modal', () => {
    it("marks Full Name, Email Address and Preferred Date as required, with an email field", async () => {
      api();
      renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
      const dialog = await open();
      expect(within(dialog).getByLabelText(/Full Name/)).toBeRequired();
      expect(within(dialog).getByLabelText(/Email Address/)).toBeRequired();
      expect(within(dialog).getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
      expect(within(dialog).getByLabelText(/Preferred Date/)).toBeRequired();
      expect(within(dialog).getByLabelText(/Phone/)).not.toBeRequired();
      expect(within(dialog).getByLabelText('Number of People')).toHaveValue('2');
    });

    it("shows 'Missing Information' and sends nothing when a required field is empty", async () => {
      const fetch = api();
      renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
      const dialog = await open();
      type(dialog, /Full Name/, '   ');
      type(dialog, /Email Address/, 'anna@example.com');
      type(dialog, /Preferred Date/, '2026-07-01');
      fireEvent.submit(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
      expect(toasts()).toEqual([expect.objectContaining({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' })]);
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it("sends the request with an Idempotency-Key, shows 'Sending...', then closes, resets and shows on the card what was sent (docs/spec-deviations.md#booking-sent)", async () => {
      const fetch = api();
      renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
      const dialog = await open();
      type(dialog, /Full Name/, ' Anna Rossi ');
      type(dialog, /Email Address/, 'anna@example.com');
      type(dialog, /Preferred Date/, '2026-07-01');
      fireEvent.change(within(dialog).getByLabelText('Number of People'), { target: { value: '4' } });
      fireEvent.submit(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
      expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
      const availabilityAsked = () => fetch.mock.calls.filter(([url]) => String(url).includes('/api/tours/t1/availability')).length;
      const askedBefore = availabilityAsked();
      release();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The request holds seats: the days on the card are read again.
      await waitFor(() => expect(availabilityAsked()).toBeGreaterThan(askedBefore));

      const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
      expect(JSON.parse(String(post[1]!.body))).toEqual({
        customerName: 'Anna Rossi',
        customerEmail: 'anna@example.com',
        customerPhone: '',
        date: '2026-07-01',
        people: 4,
        message: '',
        tourId: 't1',
        language: 'en',
      });
      expect(new Headers(post[1]!.headers).get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
      expect(toasts()).toEqual([]);
      const card = screen.getByRole('status', { name: 'Request sent' });
      for (const fact of ['Request sent', 'Capri Boat Tour', 'Wednesday 1 July 2026', '4 people', 'Anna Rossi', 'anna@example.com', 'CST-7F3KR9R']) expect(card).toHaveTextContent(fact);
      expect(within(card).getByRole('link', { name: 'Follow your request' })).toHaveAttribute('href', 'http://localhost/booking/traveller/t0ken');

      fireEvent.click(within(card).getByRole('button', { name: 'Send another request' }));
      const again = await open();
      expect(within(again).getByLabelText(/Full Name/)).toHaveValue('');
      expect(within(again).getByLabelText(/Preferred Date/)).toHaveValue('');
      expect(within(again).getByLabelText('Number of People')).toHaveValue('2');
    });

    it("takes the failure's 'Error' toast away once the corrected request is sent", async () => {
      let posts = 0;
      mockApi({
        '/api/tours/t1': { body: tour },
        '/api/tours/t1/reviews': { body: reviews },
        'POST /api/booking-requests': async () =>
          ++posts === 1
            ? { status: 400, body: REFUSALS[400] }
            : { status: 201, body: { id: 'b1c2d3e4-0000-4000-8000-000000000000', status: 'pending', created_at: '2026-01-01T00:00:00Z', reference: 'CST-7F3KR9R', status_url: 'http://localhost/booking/traveller/t0ken' } },
      });
      renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
      const dialog = await open();
      type(dialog, /Full Name/, 'Anna');
      type(dialog, /Email Address/, 'anna@example');
      type(dialog, /Preferred Date/, '2026-07-01');
      fireEvent.submit(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
      await waitFor(() => expect(toasts()).toEqual([expect.objectContaining({ title: 'Error' })]));
      type(dialog, /Email Address/, 'anna@example.com');
      fireEvent.submit(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
      await screen.findByRole('status', { name: 'Request sent' });
      expect(toasts()).toEqual([]);
    });

    it.each([
      [400, 'Email address must be a valid email address', (dialog: HTMLElement) => dialog.querySelector('#customerEmail-error')],
      [429, 'Too many booking requests from your address: please try again in a minute', (dialog: HTMLElement) => within(dialog).getByRole('alert')],
    ])("keeps the modal open with the server's reason (%i) beside its field or atop the form, and in the 'Error' toast (docs/spec-deviations.md#booking-failure)", async (status, reason, placeOf) => {
      api(status);
      renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
      const dialog = await open();
      type(dialog, /Full Name/, 'Anna');
      type(dialog, /Email Address/, 'anna@example');
      type(dialog, /Preferred Date/, '2026-07-01');
      fireEvent.submit(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
      release();
      await waitFor(() => expect(toasts()).toEqual([expect.objectContaining({ title: 'Error', description: reason, variant: 'destructive' })]));
      expect(placeOf(dialog)).toHaveTextContent(reason);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Anna');
    });
  });

  describe('availability', () => {
    it('names the next available days on the card', async () => {
      withDays();
      renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
      expect(await screen.findByText('Fri 11 Jun, Sat 12 Jun, Mon 14 Jun')).toBeInTheDocument();
      expect(screen.getByText(/Next available:/)).toBeInTheDocument();
    });

    it('chooses a day in the calendar and bounds the people by its seats left', async () => {
      withDays();
      renderPage(<TourDetailPage />, { url: '/tours/t1?people=5', path: '/tours/:id' });
      // The calendar's code loads on the first click (a chunk of its own): allow it time on a busy machine.
      fireEvent.click(await screen.findByRole('button', { name: 'Show calendar' }, { timeout: 5000 }));
      fireEvent.click(await screen.findByRole('button', { name: 'Sat 12 Jun, 3 seats left' }, { timeout: 5000 }));
      expect(screen.getByLabelText('Date')).toHaveValue('2027-06-12');
      await waitFor(() => expect(screen.getByLabelText('People')).toHaveValue('3'));
      expect(within(screen.getByLabelText('People')).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3']);
      expect(screen.getByText('Only 3 seats left on Sat 12 Jun')).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    });

    it('names a typed day that is sold out and does not open the request form for it', async () => {
      withDays();
      renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
      fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2027-06-13' } });
      expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Sun 13 Jun is sold out. Please choose another day.');
      fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Date')).toHaveFocus();
    });

    it('offers the start times when the tour has several, and sends the one chosen', async () => {
      const fetch = withDays(['09:30', '14:30']);
      renderPage(<TourDetailPage />, { url: '/tours/t1?date=2027-06-11', path: '/tours/:id' });
      fireEvent.change(await screen.findByLabelText('Start time (Rome time)'), { target: { value: '14:30' } });
      const dialog = await open();
      expect(within(dialog).getByLabelText('Start time (Rome time)')).toHaveValue('14:30');
      type(dialog, /Full Name/, 'Anna');
      type(dialog, /Email Address/, 'anna@example.com');
      fireEvent.submit(within(dialog).getByRole('button', { name: 'Send Booking Request' }));
      await screen.findByRole('status', { name: 'Request sent' });
      const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
      expect(JSON.parse(String(post[1]!.body))).toEqual(expect.objectContaining({ date: '2027-06-11', time: '14:30' }));
      expect(screen.getByRole('status', { name: 'Request sent' })).toHaveTextContent('14:30 (Rome time)');
    });

    it('shows the one start time of a tour that has one', async () => {
      withDays(['10:00']);
      renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
      expect(await screen.findByText('Starts at 10:00 (Rome time)')).toBeInTheDocument();
      expect(screen.queryByLabelText(/Start time/)).not.toBeInTheDocument();
    });
  });
});

describe('Tour detail in Italian (/it/tours/{id})', () => {
  const italian = {
    ...tour,
    title: 'Giro in barca a Capri',
    description: 'Intorno all’isola.',
    short_description: 'L’isola in barca.',
    included: ['Skipper', 'Carburante', 'Maschera e pinne', 'Bevande'],
    not_included: ['Pranzo'],
    meeting_point: 'Marina Piccola, al pontile',
    duration: '8 ore',
    category_name: 'Tour privato in barca',
    lang: 'it',
    languages: ['en', 'it'],
    category_lang: 'it',
  };
  const show = (url = '/tours/t1') => renderPage(<TourDetailPage />, { url, path: '/tours/:id', language: 'it' });
  const openIt = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Invia la richiesta' }));
    return screen.findByRole('dialog', { name: 'Richiesta di prenotazione' });
  };
  const tourReads = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === '/api/tours/t1');

  it('reads the tour in Italian and says everything in Italian, with prices and days as Italians write them', async () => {
    const fetch = withDays([], italian);
    const { container } = show();
    expect(screen.getByText('Stiamo caricando il tour...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Giro in barca a Capri' })).toBeInTheDocument();
    expect(tourReads(fetch).map((url) => url.searchParams.get('lang'))).toEqual(['it']);
    for (const text of ['Tour privato', 'Fino a 30 giorni prima', 'Servizio offerto da Blue Boats', 'Recensioni degli ospiti', 'Prezzo finale garantito, senza costi nascosti']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('€ 650')).toBeInTheDocument();
    expect(screen.getByText('/ barca')).toBeInTheDocument();
    expect(await screen.findByText('ven 11 giu, sab 12 giu, lun 14 giu')).toBeInTheDocument();
    expect(screen.getByText(/Prime date disponibili:/)).toBeInTheDocument();
    // Translated: nothing on the page is in another language, and no line says so.
    expect(screen.queryByText(/non è ancora tradotto/)).not.toBeInTheDocument();
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('reads an English page without lang, under the key it always had', async () => {
    const fetch = withDays();
    renderPage(<TourDetailPage />, { url: '/tours/t1', path: '/tours/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Capri Boat Tour' });
    expect(tourReads(fetch).map((url) => url.search)).toEqual(['']);
  });

  it("marks an untranslated tour's own text as English and says so in one line under the title", async () => {
    withDays();
    show();
    const title = await screen.findByRole('heading', { level: 1, name: 'Capri Boat Tour' });
    expect(title).toHaveAttribute('lang', 'en');
    const note = title.nextElementSibling!;
    expect(note).toHaveTextContent(/^Questo tour non è ancora tradotto in italiano: lo mostriamo in inglese\.$/);
    expect(note.closest('[lang]')).toBeNull();
    for (const text of ['Around the island.', 'Marina Piccola', '8 hours', 'Lunch', 'Private Boat Tour']) expect(screen.getByText(text).closest('[lang]')).toHaveAttribute('lang', 'en');
    for (const item of screen.getAllByText('Skipper')) expect(item.closest('[lang]')).toHaveAttribute('lang', 'en');
    // The page's own words stay unmarked.
    expect(screen.getByText('Tour privato').closest('[lang]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Incluso' }).closest('[lang]')).toBeNull();
  });

  it('marks only the category when the tour is translated and its category is not', async () => {
    withDays([], { ...italian, category_name: 'Private Boat Tour', category_lang: 'en' });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Giro in barca a Capri' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Private Boat Tour')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/non è ancora tradotto/)).not.toBeInTheDocument();
  });

  it('sends the request with the page’s language and tells the traveller in Italian what was sent, the start time on the venue’s clock', async () => {
    const fetch = withDays(['09:30', '14:30'], italian);
    show('/tours/t1?date=2027-06-11');
    fireEvent.change(await screen.findByLabelText('Orario di partenza (ora di Roma)'), { target: { value: '14:30' } });
    const dialog = await openIt();
    expect(within(dialog).getByText('Da € 650 / barca · Massimo 6 persone')).toBeInTheDocument();
    type(dialog, /Nome e cognome/, 'Anna Rossi');
    type(dialog, /Indirizzo email/, 'anna@example.com');
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Invia la richiesta di prenotazione' }));
    const card = await screen.findByRole('status', { name: 'Richiesta inviata' });
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual(expect.objectContaining({ date: '2027-06-11', time: '14:30', people: 2, language: 'it' }));
    for (const fact of ['Giro in barca a Capri', 'venerdì 11 giugno 2027', '14:30 (ora di Roma)', '2 persone', 'CST-7F3KR9R']) expect(card).toHaveTextContent(fact);
    expect(within(card).getByRole('link', { name: 'Segui la tua richiesta' })).toBeInTheDocument();
  });

  it('posts the forms without JavaScript to the Italian addresses, the request with the page’s language', async () => {
    withDays([], italian);
    show('/tours/t1?request=1');
    const dialog = await screen.findByRole('dialog', { name: 'Richiesta di prenotazione' });
    const form = dialog.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/it/tours/t1/booking-request');
    expect(form.querySelector('input[type="hidden"][name="language"]')).toHaveValue('it');
    expect(screen.getByRole('button', { name: 'Invia la richiesta' }).closest('form')).toHaveAttribute('action', '/it/tours/t1');
  });

  it('names the seats left and a refused day in Italian', async () => {
    withDays([], italian);
    show();
    const date = await screen.findByLabelText('Data');
    fireEvent.change(date, { target: { value: '2027-06-12' } });
    expect(await screen.findByText('Restano solo 3 posti per sab 12 giu')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2027-06-13' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Per dom 13 giu è tutto esaurito: scegli un altro giorno.');
  });

  it("says 'Mancano alcuni dati' and sends nothing when a required field is empty", async () => {
    const fetch = api();
    show();
    const dialog = await openIt();
    type(dialog, /Indirizzo email/, 'anna@example.com');
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Invia la richiesta di prenotazione' }));
    expect(toasts()).toEqual([expect.objectContaining({ title: 'Mancano alcuni dati', description: 'Compila tutti i campi obbligatori.', variant: 'destructive' })]);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [400, 'Inserisci un indirizzo email valido.', (dialog: HTMLElement) => dialog.querySelector('#customerEmail-error')],
    // The API's own words, in the request's language.
    [429, 'Troppe richieste di prenotazione dalla Sua connessione. Riprovi tra 60 secondi.', (dialog: HTMLElement) => within(dialog).getByRole('alert')],
  ])('says why the API refused the request (%i) in Italian, beside its field or atop the form', async (status, reason, placeOf) => {
    api(status);
    show();
    const dialog = await openIt();
    type(dialog, /Nome e cognome/, 'Anna');
    type(dialog, /Indirizzo email/, 'anna@example');
    type(dialog, /Data preferita/, '2026-07-01');
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Invia la richiesta di prenotazione' }));
    release();
    await waitFor(() => expect(toasts()).toEqual([expect.objectContaining({ title: 'Errore', description: reason, variant: 'destructive' })]));
    expect(placeOf(dialog)).toHaveTextContent(reason);
  });

  it("shows 'Tour non trovato' when the tour cannot be loaded", async () => {
    mockApi({});
    show('/tours/nope');
    expect(await screen.findByRole('heading', { name: 'Tour non trovato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri tutti i tour' })).toHaveAttribute('href', '/tours');
  });
});
