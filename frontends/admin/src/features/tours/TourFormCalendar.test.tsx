import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, Reply } from '../../testing/fake-api';
import { aCategory, aTour, aTourCalendar } from '../../testing/fixtures';
import { button, choose, findButton } from '../../testing/choose';
import TourFormPage from './TourFormPage';

function renderTourForm(path: string) {
  return renderAdmin(
    <Routes>
      <Route index element={<p>Tours list</p>} />
      <Route path="new" element={<TourFormPage />} />
      <Route path=":id/edit" element={<TourFormPage />} />
    </Routes>,
    { path, route: '/admin/tours/*' },
  );
}
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
// Typed in one change: userEvent's key by key is too slow over the whole tour form in jsdom.
const put = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const addStartTime = (time: string) => {
  fireEvent.change(screen.getByLabelText('New start time'), { target: { value: time } });
  fireEvent.keyDown(screen.getByLabelText('New start time'), { key: 'Enter' });
};
const availability = () => screen.getByText('Availability').closest<HTMLElement>('.ant-card')!;

async function fillRequired() {
  for (const [label, value] of [['Title', 'Path of the Gods'], ['Short description', 'Walk'], ['Full description', 'Above Positano.'], ['Location', 'Agerola'], ['Duration', '4 hours'], ['Meeting point', 'Bomerano square'], ['Provider name', 'Amalfi Walks'], ['Provider id', 'PRV-AW-01']] as const) {
    put(label, value);
  }
  await choose('Category', 'Private boat tour');
}

// The whole tour form renders in each test: on a busy machine one can take longer than the usual 30 s.
jest.setTimeout(60_000);
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('the tour form edits the calendar', () => {
  it('saves a new tour, then its calendar: seasons, weekdays, capacity, cut-off and start times', async () => {
    const api = fakeApi({
      'GET /api/admin/categories': () => ({ data: [aCategory()] }),
      'POST /api/admin/tours': () => aTour({ id: 'tour-9' }),
      'PUT /api/admin/tours/tour-9/calendar': () => aTourCalendar({ tour_id: 'tour-9' }),
    });
    renderTourForm('/admin/tours/new');
    await screen.findByText('New Tour');
    await fillRequired();
    const card = availability();
    expect(within(card).getByText('All year (no season set).')).toBeInTheDocument();
    await userEvent.click(within(card).getByText('Add season'));
    put('Season 1 first day', '04-01');
    put('Season 1 last day', '10-31');
    await userEvent.click(within(card).getByText('Sun'));
    put('Daily capacity', '12');
    put('Cut-off (hours before the day)', '48');
    addStartTime('14:30');
    addStartTime('09:30');
    await userEvent.click(button('Create Tour'));

    expect(await screen.findByText('Tours list')).toBeInTheDocument();
    const order = api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(order).toEqual(['POST /api/admin/tours', 'PUT /api/admin/tours/tour-9/calendar']);
    expect(api.sent('PUT', '/api/admin/tours/tour-9/calendar')[0]!.body).toEqual({
      seasons: [{ from: '04-01', to: '10-31' }],
      weekdays: [1, 2, 3, 4, 5, 6],
      capacity: 12,
      cutoff_hours: 48,
      departures: ['14:30', '09:30'],
    });
    expect(screen.getByText('Tour created')).toBeInTheDocument();
  });

  it("shows the stored calendar; a season typed wrong is named on its field and nothing is sent", async () => {
    const api = fakeApi({
      'GET /api/admin/tours/tour-1': () => aTour(),
      'GET /api/admin/tours/tour-1/calendar': () =>
        aTourCalendar({ seasons: [{ from: '04-01', to: '10-31' }], weekdays: [1, 2, 3, 4, 5, 6], capacity: 20, cutoff_hours: null, departures: ['10:00'], closed_dates: [{ date: '2026-07-10', reason: 'Festival in Agerola' }] }),
    });
    renderTourForm('/admin/tours/tour-1/edit');
    await waitFor(() => expect(field('Season 1 first day')).toHaveValue('04-01'));
    expect(field('Season 1 last day')).toHaveValue('10-31');
    expect(field('Daily capacity')).toHaveValue('20');
    expect(field('Cut-off (hours before the day)')).toHaveValue('');
    expect(screen.getByText('10:00')).toBeInTheDocument();
    expect(within(availability()).getByRole('checkbox', { name: 'Sun' })).not.toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Closed days' })).getByText('Friday 10 July 2026: Festival in Agerola')).toBeInTheDocument();
    expect(screen.getByText('Close or reopen days in the calendar').closest('a')).toHaveAttribute('href', '/admin/tours/tour-1/calendar');
    put('Season 1 last day', '9-30');
    await userEvent.click(button('Update Tour'));
    expect(await screen.findByText('The season: write both days as month-day, e.g. 04-01 for 1 April')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/admin/tours/tour-1')).toHaveLength(0);
    expect(api.sent('PUT', '/api/admin/tours/tour-1/calendar')).toHaveLength(0);
  });

  it("puts the API's refusal on the field and stays; trying again updates the tour just created instead of creating another", async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /api/admin/categories': () => ({ data: [aCategory()] }),
      'POST /api/admin/tours': () => aTour({ id: 'tour-9' }),
      'PUT /api/admin/tours/tour-9': () => aTour({ id: 'tour-9' }),
      'PUT /api/admin/tours/tour-9/calendar': () =>
        refuse
          ? new Reply(400, { error: 'bad_request', message: 'Cut-off must be between 0 and 720', details: [{ field: 'cutoff_hours', message: 'Cut-off must be between 0 and 720' }] })
          : aTourCalendar({ tour_id: 'tour-9' }),
    });
    renderTourForm('/admin/tours/new');
    await screen.findByText('New Tour');
    await fillRequired();
    put('Cut-off (hours before the day)', '72');
    await userEvent.click(button('Create Tour'));
    expect(await screen.findByText('Tour created, but its calendar was not saved')).toBeInTheDocument();
    expect(within(availability()).getByText('Cut-off must be between 0 and 720')).toBeInTheDocument();
    expect(screen.queryByText('Tours list')).not.toBeInTheDocument();

    refuse = false;
    await userEvent.click(await findButton('Update Tour'));
    expect(await screen.findByText('Tours list')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/tours')).toHaveLength(1);
    expect(api.sent('PUT', '/api/admin/tours/tour-9')).toHaveLength(1);
    expect(api.sent('PUT', '/api/admin/tours/tour-9/calendar')).toHaveLength(2);
  });
});
