import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, held, pageOf } from '../../testing/fake-api';
import { aCategory, aProvider, aTour, aTourCalendar } from '../../testing/fixtures';
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
const categories = {
  'GET /api/admin/categories': () => ({ data: [aCategory()] }),
  'GET /api/admin/tours/*/calendar': () => aTourCalendar(),
  'PUT /api/admin/tours/*/calendar': () => aTourCalendar(),
};
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

async function fillRequired() {
  await userEvent.type(field('Title'), 'Capri by private boat');
  await userEvent.type(field('Short description'), 'Blue Grotto');
  await userEvent.type(field('Full description'), 'A day around Capri.');
  await userEvent.type(field('Location'), 'Sorrento');
  await userEvent.type(field('Duration'), 'Full day');
  await userEvent.type(field('Meeting point'), 'Marina Piccola');
  await choose('Category', 'Private boat tour');
  await userEvent.type(field('Provider name'), 'Sorrento Boats');
  await userEvent.type(field('Provider id'), 'sorrento-boats');
}

// The whole tour form (with its Availability card) is typed into key by key: on a busy machine one test can take longer than the usual 30 s.
jest.setTimeout(60_000);
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('admin tour form', () => {
  it('names every missing required field and sends nothing', async () => {
    const api = fakeApi(categories);
    renderTourForm('/admin/tours/new');
    await userEvent.click(await findButton('Create Tour'));
    for (const message of ['Title is required', 'Short description is required', 'Full description is required', 'Location is required', 'Duration is required', 'Meeting point is required', 'Category is required', 'Provider name is required', 'Provider id is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.sent('POST', '/api/admin/tours')).toHaveLength(0);
  });

  it("sends the form as a snake_case body with the spec's defaults, shows 'Saving...' while pending, then returns to the list", async () => {
    const saved = held<unknown>();
    const api = fakeApi({ ...categories, 'POST /api/admin/tours': () => saved.promise });
    renderTourForm('/admin/tours/new');
    await screen.findByText('New Tour');
    await fillRequired();
    await userEvent.type(screen.getByLabelText('New included item'), 'Skipper{Enter}');
    await userEvent.click(button('Create Tour'));
    expect(await findButton('Saving...')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/tours').at(0)?.body).toEqual({
      title: 'Capri by private boat',
      short_description: 'Blue Grotto',
      description: 'A day around Capri.',
      additional_info: '',
      category_id: 'cat-boat',
      location: 'Sorrento',
      duration: 'Full day',
      max_passengers: 1,
      meeting_point: 'Marina Piccola',
      price_from: '0.00',
      currency: 'EUR',
      provider_name: 'Sorrento Boats',
      provider_id: 'sorrento-boats',
      provider_rating: '0.0',
      images: [],
      included: ['Skipper'],
      not_included: [],
      is_private: false,
      free_cancellation: false,
    });
    saved.release(aTour());
    expect(await screen.findByText('Tours list')).toBeInTheDocument();
    expect(screen.getByText('Tour created')).toBeInTheDocument();
    expect(screen.getByText('Tour has been successfully created.')).toBeInTheDocument();
  });

  // toTourBody's fallback (unparseable max passengers 1) is unit-tested in tour-form-values.test.ts; here, what a user can enter.
  it('keeps letters out of max passengers; shows the rating and review count read-only and never sends them', async () => {
    const api = fakeApi({ ...categories, 'GET /api/admin/tours/tour-1': () => aTour({ rating: '4.6', review_count: 8 }), 'PUT /api/admin/tours/tour-1': () => aTour() });
    renderTourForm('/admin/tours/tour-1/edit');
    await waitFor(() => expect(field('Title')).toHaveValue('Capri by private boat'));
    expect(field('Rating')).toHaveValue('4.6');
    expect(field('Rating')).toHaveAttribute('readonly');
    expect(field('Review count')).toHaveValue('8');
    expect(field('Review count')).toHaveAttribute('readonly');
    fireEvent.change(field('Max passengers'), { target: { value: 'lots' } });
    fireEvent.blur(field('Max passengers'));
    await userEvent.click(button('Update Tour'));
    await screen.findByText('Tours list');
    const sent = api.sent('PUT', '/api/admin/tours/tour-1').at(0)?.body;
    expect(sent).toMatchObject({ max_passengers: 8 });
    expect(sent).not.toHaveProperty('rating');
    expect(sent).not.toHaveProperty('review_count');
    expect(screen.getByText('Tour updated')).toBeInTheDocument();
  });

  it('fills provider name and id from the directory, searching it on the server; a provider id outside it still saves', async () => {
    const directory = [aProvider(), aProvider({ id: 'PRV-VSP-09', name: 'Vespa Costa Rentals', booking_emails: ['rent@vespacosta.example.com'] })];
    const api = fakeApi({
      ...categories,
      'GET /api/admin/providers': ({ query }) => pageOf(directory.filter((p) => `${p.name} ${p.id}`.toLowerCase().includes((query.get('search') ?? '').toLowerCase()))),
      'POST /api/admin/tours': () => aTour(),
    });
    renderTourForm('/admin/tours/new');
    await screen.findByText('New Tour');
    await userEvent.type(screen.getByLabelText('Provider from the directory'), 'vespa');
    await waitFor(() => expect(api.sent('GET', '/api/admin/providers').at(-1)?.query.get('search')).toBe('vespa'));
    await choose('Provider from the directory', 'Vespa Costa Rentals (PRV-VSP-09)');
    expect(field('Provider name')).toHaveValue('Vespa Costa Rentals');
    expect(field('Provider id')).toHaveValue('PRV-VSP-09');
    // The fields stay free: an id the directory does not hold is allowed (its requests go to the bookings inbox).
    await userEvent.clear(field('Provider id'));
    await userEvent.type(field('Provider id'), 'PRV-NEW-77');
    for (const [label, value] of [['Title', 'Vespa day'], ['Short description', 'Ride'], ['Full description', 'All day'], ['Location', 'Sorrento'], ['Duration', '1 day'], ['Meeting point', 'Corso Italia']]) {
      await userEvent.type(field(label!), value!);
    }
    await choose('Category', 'Private boat tour');
    await userEvent.click(button('Create Tour'));
    await screen.findByText('Tours list');
    expect(api.sent('POST', '/api/admin/tours').at(0)?.body).toMatchObject({ provider_name: 'Vespa Costa Rentals', provider_id: 'PRV-NEW-77' });
    expect(api.sent('POST', '/api/admin/tours').at(0)?.body).not.toHaveProperty('provider_email');
  });
});
