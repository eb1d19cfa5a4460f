import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeApi, pageOf, Reply, type ApiRequest } from '../../../testing/fake-api';
import { aBookingRequest, many } from '../../../testing/fixtures';
import { button, choose, findButton, findDialog } from '../../../testing/choose';
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

beforeEach(() => useToastStore.setState({ toasts: [] }));

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
