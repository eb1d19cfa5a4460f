import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeApi, pageOf } from '../../../testing/fake-api';
import { aBookingRequest, aTour } from '../../../testing/fixtures';
import { useAdminLanguage } from '../../../i18n/admin-language';
import GlobalSearch from './GlobalSearch';

const searchApi = {
  'GET /api/admin/tours': () => pageOf([aTour({ id: 'tour-1', title: 'Capri by private boat', location: 'Sorrento' })]),
  'GET /api/admin/articles': () => pageOf([]),
  'GET /api/admin/pages': () => pageOf([]),
  'GET /api/admin/booking-requests': () => pageOf([aBookingRequest({ customer_name: 'Carla Capriati', tour: null })]),
};

beforeEach(() => {
  window.localStorage.clear();
  useAdminLanguage.setState({ language: 'en' });
});

describe('the header search', () => {
  it('groups what it finds by kind, a request with its tour, date and status', async () => {
    fakeApi(searchApi);
    renderAdmin(<GlobalSearch />, { path: '/admin/tours' });
    await userEvent.type(screen.getByLabelText('Search content'), 'cap');
    expect(await screen.findByText('Capri by private boat')).toBeInTheDocument();
    expect(screen.getByText('Tours')).toBeInTheDocument();
    expect(screen.getByText('Booking Requests')).toBeInTheDocument();
    expect(screen.getByText('Deleted tour · 2027-06-15 · pending')).toBeInTheDocument();
  });

  it('reads in Italian', async () => {
    useAdminLanguage.setState({ language: 'it' });
    fakeApi(searchApi);
    renderAdmin(<GlobalSearch />, { path: '/admin/tours' });
    await userEvent.type(await screen.findByLabelText('Cerca nei contenuti'), 'cap');
    expect(await screen.findByText('Capri by private boat')).toBeInTheDocument();
    expect(screen.getByText('Richieste di prenotazione')).toBeInTheDocument();
    expect(screen.getByText('Tour eliminato · 2027-06-15 · in attesa')).toBeInTheDocument();
  });

  it('names a request whose personal data was erased by its reference, and says it was erased', async () => {
    const erased = aBookingRequest({ reference: 'CST-01562VK', customer_name: '', customer_email: '', personal_data_erased_at: '2027-06-15T22:30:01.000Z' });
    fakeApi({ ...searchApi, 'GET /api/admin/tours': () => pageOf([]), 'GET /api/admin/booking-requests': () => pageOf([erased]) });
    renderAdmin(<GlobalSearch />, { path: '/admin/tours' });
    await userEvent.type(screen.getByLabelText('Search content'), 'CST-01562VK');
    const notice = await screen.findByText('· Personal data erased', { exact: false });
    expect(notice.parentElement).toHaveTextContent(/^CST-01562VK · Personal data erased$/);
    expect(screen.getByText('Capri by private boat · 2027-06-15 · pending')).toBeInTheDocument();
  });

  it('says in Italian that a request\'s personal data was erased', async () => {
    useAdminLanguage.setState({ language: 'it' });
    const erased = aBookingRequest({ reference: 'CST-01562VK', customer_name: '', customer_email: '', personal_data_erased_at: '2027-06-15T22:30:01.000Z' });
    fakeApi({ ...searchApi, 'GET /api/admin/tours': () => pageOf([]), 'GET /api/admin/booking-requests': () => pageOf([erased]) });
    renderAdmin(<GlobalSearch />, { path: '/admin/tours' });
    await userEvent.type(await screen.findByLabelText('Cerca nei contenuti'), 'CST-01562VK');
    expect((await screen.findByText('· Dati personali cancellati', { exact: false })).parentElement).toHaveTextContent(/^CST-01562VK · Dati personali cancellati$/);
  });
});
