import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  skipToMain: { id: 'layout.skipToMain', defaultMessage: 'Skip to main content' },
  sidebar: { id: 'layout.sidebar', defaultMessage: 'Sidebar' },
  menu: { id: 'layout.menu', defaultMessage: 'Menu' },
  openMenu: { id: 'layout.openMenu', defaultMessage: 'Open menu' },
  adminPanel: { id: 'layout.adminPanel', defaultMessage: 'Admin Panel' },
  sectionsNav: { id: 'layout.sectionsNav', defaultMessage: 'Admin sections' },
  queues: { id: 'layout.queues', defaultMessage: 'Queues' },
  breadcrumb: { id: 'layout.breadcrumb', defaultMessage: 'Breadcrumb' },
  logout: { id: 'layout.logout', defaultMessage: 'Logout' },
  loggedOut: { id: 'layout.loggedOut', defaultMessage: 'Logged out' },
  loggedOutText: { id: 'layout.loggedOutText', defaultMessage: 'You have been successfully logged out.' },
  logoutFailed: { id: 'layout.logoutFailed', defaultMessage: 'Logout failed' },
});

/** The sections as the sidebar and the breadcrumbs name them, and the breadcrumbs' own words. */
export const crumbMessages = defineMessages({
  admin: { id: 'layout.crumb.admin', defaultMessage: 'Admin' },
  dashboard: { id: 'layout.section.dashboard', defaultMessage: 'Dashboard' },
  tours: { id: 'layout.section.tours', defaultMessage: 'Tours' },
  providers: { id: 'layout.section.providers', defaultMessage: 'Providers' },
  articles: { id: 'layout.section.articles', defaultMessage: 'Articles' },
  pages: { id: 'layout.section.pages', defaultMessage: 'Pages' },
  categories: { id: 'layout.section.categories', defaultMessage: 'Categories' },
  bookingRequests: { id: 'layout.section.bookingRequests', defaultMessage: 'Booking Requests' },
  activity: { id: 'layout.section.activity', defaultMessage: 'Activity' },
  new: { id: 'layout.crumb.new', defaultMessage: 'New' },
  edit: { id: 'layout.crumb.edit', defaultMessage: 'Edit' },
  calendar: { id: 'layout.crumb.calendar', defaultMessage: 'Calendar' },
});
