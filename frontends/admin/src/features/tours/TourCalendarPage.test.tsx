import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { bookings } from '@costiera/contracts';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, Reply } from '../../testing/fake-api';
import { aTour, aTourCalendar } from '../../testing/fixtures';
import { findButton, findDialog } from '../../testing/choose';
import TourCalendarPage from './TourCalendarPage';

function july(): bookings.CalendarDay[] {
  return Array.from({ length: 31 }, (_, i) => {
    const date = `2026-07-${String(i + 1).padStart(2, '0')}`;
    const day: bookings.CalendarDay = { date, state: 'available', seatsLeft: 8, closedReason: null, requests: [] };
    if (date === '2026-07-01') {
      return {
        ...day,
        state: 'limited',
        seatsLeft: 1,
        requests: [
          { id: 'r1', customer_name: 'Ines Moreau', people: 3, time: '09:30', status: 'pending' },
          { id: 'r2', customer_name: 'Otto Lind', people: 4, time: '09:30', status: 'confirmed' },
        ],
      };
    }
    if (date === '2026-07-06') return { ...day, state: 'not_running', seatsLeft: null };
    if (date === '2026-07-10') return { ...day, state: 'closed', closedReason: 'Festival in Agerola' };
    if (date === '2026-07-11') return { ...day, state: 'sold_out', seatsLeft: 0 };
    return day;
  });
}

function renderCalendar(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/admin/tours/tour-1': () => aTour({ title: 'Path of the Gods', provider_id: 'PRV-AW-01', provider_name: 'Amalfi Walks' }),
    'GET /api/admin/tours/tour-1/calendar/days': () => ({ tour_id: 'tour-1', today: '2026-06-20', capacity: 8, days: july() }),
    ...answers,
  });
  renderAdmin(
    <Routes>
      <Route path=":id/calendar" element={<TourCalendarPage />} />
    </Routes>,
    { path: '/admin/tours/tour-1/calendar?month=2026-07', route: '/admin/tours/*' },
  );
  return api;
}
const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('the admin calendar of a tour', () => {
  it("shows the month's days in their states, and a day's requests", async () => {
    const api = renderCalendar();
    expect(await screen.findByText('Calendar: Path of the Gods')).toBeInTheDocument();
    expect(screen.getByText('July 2026')).toBeInTheDocument();
    await waitFor(() => expect(day('Wednesday 1 July 2026')).toBeInTheDocument());
    expect(api.sent('GET', '/api/admin/tours/tour-1/calendar/days')[0]!.query.toString()).toBe('from=2026-07-01&to=2026-07-31');
    expect(day('Wednesday 1 July 2026')).toHaveAccessibleName('Wednesday 1 July 2026: Limited: 1 seat left, 2 requests');
    expect(day('Thursday 2 July 2026')).toHaveAccessibleName('Thursday 2 July 2026: Available: 8 seats left');
    expect(day('Monday 6 July 2026')).toHaveAccessibleName('Monday 6 July 2026: Not running (outside its seasons or weekdays)');
    expect(day('Friday 10 July 2026')).toHaveAccessibleName('Friday 10 July 2026: Closed: Festival in Agerola');
    expect(day('Saturday 11 July 2026')).toHaveAccessibleName('Saturday 11 July 2026: Sold out');

    fireEvent.click(day('Wednesday 1 July 2026'));
    const requests = await screen.findByRole('list', { name: 'Requests for this day' });
    expect(within(requests).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ines Moreau3 peopleat 09:30pending', 'Otto Lind4 peopleat 09:30confirmed']);

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(screen.getByText('August 2026')).toBeInTheDocument());
    await waitFor(() => expect(api.sent('GET', '/api/admin/tours/tour-1/calendar/days').at(-1)!.query.toString()).toBe('from=2026-08-01&to=2026-08-31'));
  });

  it('closes a day with a reason, and reopens a closed one', async () => {
    const api = renderCalendar({
      'PUT /api/admin/tours/tour-1/closed-dates/2026-07-02': () => aTourCalendar(),
      'DELETE /api/admin/tours/tour-1/closed-dates/2026-07-10': () => aTourCalendar(),
    });
    await waitFor(() => expect(day('Thursday 2 July 2026')).toBeInTheDocument());
    fireEvent.click(day('Thursday 2 July 2026'));
    fireEvent.change(await screen.findByLabelText('Reason for closing (optional)'), { target: { value: 'Guide on holiday' } });
    await userEvent.click(await findButton('Close this day'));
    await waitFor(() => expect(api.sent('PUT', '/api/admin/tours/tour-1/closed-dates/2026-07-02')).toHaveLength(1));
    expect(api.sent('PUT', '/api/admin/tours/tour-1/closed-dates/2026-07-02')[0]!.body).toEqual({ reason: 'Guide on holiday' });
    expect(await screen.findByText('Day closed')).toBeInTheDocument();
    // The month is read again, to show the day closed.
    await waitFor(() => expect(api.sent('GET', '/api/admin/tours/tour-1/calendar/days').length).toBeGreaterThan(1));

    fireEvent.click(day('Friday 10 July 2026'));
    await userEvent.click(await findButton('Reopen this day'));
    await waitFor(() => expect(api.sent('DELETE', '/api/admin/tours/tour-1/closed-dates/2026-07-10')).toHaveLength(1));
    expect(await screen.findByText('Day reopened')).toBeInTheDocument();
  });

  it('bad weather: says how many requests and travellers first, then closes and cancels', async () => {
    const api = renderCalendar({
      'POST /api/admin/weather-closures': ({ body }) => {
        const b = body as { preview?: boolean };
        return { date: '2026-07-01', preview: b.preview === true, tours: [{ id: 'tour-1', title: 'Path of the Gods' }], requests: 2, travellers: 2 };
      },
    });
    await waitFor(() => expect(day('Wednesday 1 July 2026')).toBeInTheDocument());
    fireEvent.click(day('Wednesday 1 July 2026'));
    await userEvent.click(await findButton('Bad weather'));
    const dialog = await findDialog('Bad weather');
    expect(within(dialog).getByText('Day: Wednesday 1 July 2026')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Only Path of the Gods')).toBeChecked();
    expect(within(dialog).getByLabelText('Every tour of Amalfi Walks')).not.toBeChecked();
    expect(within(dialog).getByLabelText("Cancel the day's pending and confirmed requests")).toBeChecked();

    await userEvent.click(within(dialog).getByText('Continue'));
    expect(await within(dialog).findByText('Say what the weather is doing')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/weather-closures')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('What is the weather doing?'), { target: { value: 'Storm warning on the coast' } });
    await userEvent.click(within(dialog).getByText('Continue'));
    expect(await within(dialog).findByText('This will cancel 2 requests and email 2 travellers. The day closes for Path of the Gods.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/weather-closures')).toEqual([
      expect.objectContaining({ body: { date: '2026-07-01', reason: 'Storm warning on the coast', cancel_requests: true, tour_id: 'tour-1', preview: true } }),
    ]);

    await userEvent.click(within(dialog).getByText('Close and cancel'));
    expect(await screen.findByText('Day closed for bad weather')).toBeInTheDocument();
    expect(screen.getByText('2 requests cancelled; 2 travellers will get an email.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/weather-closures').at(-1)!.body).toEqual({ date: '2026-07-01', reason: 'Storm warning on the coast', cancel_requests: true, tour_id: 'tour-1', preview: false });
  });

  it("bad weather for the provider: every one of its tours, the requests kept", async () => {
    const api = renderCalendar({
      'POST /api/admin/weather-closures': ({ body }) => ({
        date: '2026-07-02',
        preview: (body as { preview?: boolean }).preview === true,
        tours: [{ id: 'tour-1', title: 'Path of the Gods' }, { id: 'tour-2', title: 'Lemon Walk' }],
        requests: 0,
        travellers: 0,
      }),
    });
    await waitFor(() => expect(day('Thursday 2 July 2026')).toBeInTheDocument());
    fireEvent.click(day('Thursday 2 July 2026'));
    await userEvent.click(await findButton('Bad weather'));
    const dialog = await findDialog('Bad weather');
    fireEvent.click(within(dialog).getByLabelText('Every tour of Amalfi Walks'));
    fireEvent.click(within(dialog).getByLabelText("Cancel the day's pending and confirmed requests"));
    fireEvent.change(within(dialog).getByLabelText('What is the weather doing?'), { target: { value: 'Landslide on the path' } });
    await userEvent.click(within(dialog).getByText('Continue'));
    expect(await within(dialog).findByText('This will close the day for 2 tours. Its requests stay as they are and nobody is emailed.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Close the day'));
    expect(await screen.findByText('Day closed for bad weather')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/weather-closures').at(-1)!.body).toEqual({ date: '2026-07-02', reason: 'Landslide on the path', cancel_requests: false, provider_id: 'PRV-AW-01', preview: false });
  });
});

describe('bad weather refused', () => {
  it("shows the API's reason when the day cannot be closed", async () => {
    renderCalendar({
      'POST /api/admin/weather-closures': () =>
        new Reply(422, { error: 'unprocessable', message: 'Choose today or a later day', details: [{ field: 'date', message: 'Choose today or a later day' }] }),
    });
    await waitFor(() => expect(day('Thursday 2 July 2026')).toBeInTheDocument());
    fireEvent.click(day('Thursday 2 July 2026'));
    await userEvent.click(await findButton('Bad weather'));
    const dialog = await findDialog('Bad weather');
    fireEvent.change(within(dialog).getByLabelText('What is the weather doing?'), { target: { value: 'Hail' } });
    await userEvent.click(within(dialog).getByText('Continue'));
    expect(await within(dialog).findByText('Choose today or a later day')).toBeInTheDocument();
  });
});
