import { defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Dashboard Overview' },
  description: { id: 'dashboard.description', defaultMessage: 'Tours, content and booking requests at a glance' },
  loadFailed: { id: 'dashboard.loadFailed', defaultMessage: 'Could not load the dashboard' },
  tours: { id: 'dashboard.tours', defaultMessage: 'Tours' },
  toursNote: { id: 'dashboard.toursNote', defaultMessage: 'Active listings' },
  articles: { id: 'dashboard.articles', defaultMessage: 'Articles' },
  articlesNote: { id: 'dashboard.articlesNote', defaultMessage: 'Published' },
  pages: { id: 'dashboard.pages', defaultMessage: 'Pages' },
  pagesNote: { id: 'dashboard.pagesNote', defaultMessage: 'Static pages' },
  bookingRequests: { id: 'dashboard.bookingRequests', defaultMessage: 'Booking Requests' },
  bookingRequestsNote: { id: 'dashboard.bookingRequestsNote', defaultMessage: 'Pending, {total} total' },
  quickCreate: { id: 'dashboard.quickCreate', defaultMessage: 'Quick Create' },
  newTour: { id: 'dashboard.newTour', defaultMessage: 'New Tour' },
  newArticle: { id: 'dashboard.newArticle', defaultMessage: 'New Article' },
  newPage: { id: 'dashboard.newPage', defaultMessage: 'New Page' },
  summary: { id: 'dashboard.summary', defaultMessage: 'Platform Summary' },
  contentItems: { id: 'dashboard.contentItems', defaultMessage: 'Total content items' },
  pendingRequests: { id: 'dashboard.pendingRequests', defaultMessage: 'Pending requests' },
  expiring: { id: 'dashboard.expiring', defaultMessage: 'Expiring within 24 h' },
  medianResponse: { id: 'dashboard.medianResponse', defaultMessage: 'Median provider response' },
  noAnswersYet: { id: 'dashboard.noAnswersYet', defaultMessage: 'No answers yet' },
  systemStatus: { id: 'dashboard.systemStatus', defaultMessage: 'System status' },
  online: { id: 'dashboard.online', defaultMessage: 'Online' },
  recent: { id: 'dashboard.recent', defaultMessage: 'Recent Booking Requests' },
  viewAll: { id: 'dashboard.viewAll', defaultMessage: 'View All Requests' },
  noRecent: { id: 'dashboard.noRecent', defaultMessage: 'No recent booking requests' },
});

/** Durations as people say them: '42 min', '3 h 5 min', '2 d 4 h'. */
export const durationMessages = defineMessages({
  underAMinute: { id: 'dashboard.duration.underAMinute', defaultMessage: 'under a minute' },
  minutes: { id: 'dashboard.duration.minutes', defaultMessage: '{minutes} min' },
  hours: { id: 'dashboard.duration.hours', defaultMessage: '{hours} h' },
  hoursMinutes: { id: 'dashboard.duration.hoursMinutes', defaultMessage: '{hours} h {minutes} min' },
  days: { id: 'dashboard.duration.days', defaultMessage: '{days} d' },
  daysHours: { id: 'dashboard.duration.daysHours', defaultMessage: '{days} d {hours} h' },
});
