import { breadcrumbTrail } from './breadcrumb-trail';

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
});
