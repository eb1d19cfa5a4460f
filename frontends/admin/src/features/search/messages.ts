import { defineMessages } from 'react-intl';

export const searchMessages = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Search content' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Search content...' },
  noResults: { id: 'search.noResults', defaultMessage: 'No results for "{term}"' },
  deletedTour: { id: 'search.deletedTour', defaultMessage: 'Deleted tour' },
  erased: { id: 'search.erased', defaultMessage: 'Personal data erased' },
  requestDetail: { id: 'search.requestDetail', defaultMessage: '{tour} · {date} · {status}' },
});

/** The result groups, one per kind of thing found. */
export const sectionMessages = defineMessages({
  Tours: { id: 'search.section.tours', defaultMessage: 'Tours' },
  Articles: { id: 'search.section.articles', defaultMessage: 'Articles' },
  Pages: { id: 'search.section.pages', defaultMessage: 'Pages' },
  'Booking Requests': { id: 'search.section.bookingRequests', defaultMessage: 'Booking Requests' },
});
