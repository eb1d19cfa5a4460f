import { createIntl } from 'react-intl';
import { breadcrumbTrail as trailIn } from './breadcrumb-trail';
import italian from '../../i18n/it';

const english = createIntl({ locale: 'en' });
const breadcrumbTrail = (pathname: string) => trailIn(pathname, english);

describe('admin breadcrumbs', () => {
  it("start with 'Admin' linking to the dashboard and show the section as current on a section root", () => {
    expect(breadcrumbTrail('/admin/tours')).toEqual([{ label: 'Admin', to: '/admin/dashboard' }, { label: 'Tours' }]);
    expect(breadcrumbTrail('/admin/booking-requests')).toEqual([{ label: 'Admin', to: '/admin/dashboard' }, { label: 'Booking Requests' }]);
  });

  it("show the section link then 'New' on a new-item path", () => {
    expect(breadcrumbTrail('/admin/articles/new')).toEqual([
      { label: 'Admin', to: '/admin/dashboard' },
      { label: 'Articles', to: '/admin/articles' },
      { label: 'New' },
    ]);
  });

  it("show the section link then 'Edit' on any other child path", () => {
    expect(breadcrumbTrail('/admin/pages/42/edit')).toEqual([
      { label: 'Admin', to: '/admin/dashboard' },
      { label: 'Pages', to: '/admin/pages' },
      { label: 'Edit' },
    ]);
  });

  it("show 'Calendar' on a tour's calendar", () => {
    expect(breadcrumbTrail('/admin/tours/42/calendar')).toEqual([
      { label: 'Admin', to: '/admin/dashboard' },
      { label: 'Tours', to: '/admin/tours' },
      { label: 'Calendar' },
    ]);
  });

  it('treat /admin itself as the dashboard', () => {
    expect(breadcrumbTrail('/admin')).toEqual([{ label: 'Admin', to: '/admin/dashboard' }, { label: 'Dashboard' }]);
  });

  it('read in Italian for an admin who chose it', () => {
    const intl = createIntl({ locale: 'it', messages: italian });
    expect(trailIn('/admin/booking-requests', intl)).toEqual([{ label: 'Amministrazione', to: '/admin/dashboard' }, { label: 'Richieste di prenotazione' }]);
    expect(trailIn('/admin/tours/42/edit', intl)).toEqual([{ label: 'Amministrazione', to: '/admin/dashboard' }, { label: 'Tour', to: '/admin/tours' }, { label: 'Modifica' }]);
  });
});
